import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type ProfileLanguage } from '@kirana/shared';
import type { Db, DbOrTx } from '../../db/client';
import { messagesIn, type ServerTranslate } from '../../lib/i18n/server-messages';
import { findLiveUser, getUser, type UserRow } from './users.service';
import { users } from './users.tables';

// The shopper's chosen language on the account (signed out, the browser's cookie keeps it): the
// storefront reads it at sign-in, server messages (emails, SMS, WhatsApp) are sent in it.

/** The account's language, or null when the shopper never chose (their browser's decides). */
export const chosenLanguageOf = (user: UserRow): Language | null =>
  isLanguage(user.language) ? user.language : null;

/** The language the server writes to this shopper in (emails, SMS, push): theirs, else English. */
export const languageOfUser = (user: UserRow | null): Language =>
  (user && chosenLanguageOf(user)) ?? DEFAULT_LANGUAGE;

/** The translator of a shopper's messages, read from their account (English for a gone one). */
export async function messagesForUser(db: DbOrTx, userId: number): Promise<ServerTranslate> {
  return messagesIn(languageOfUser(await findLiveUser(db, userId)));
}

export async function readProfileLanguage(db: Db, userId: number): Promise<ProfileLanguage> {
  return { Language: chosenLanguageOf(await getUser(db, userId)) };
}

export async function setProfileLanguage(
  db: Db,
  userId: number,
  language: Language,
): Promise<ProfileLanguage> {
  await getUser(db, userId); // 401 for an account deleted meanwhile
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return { Language: language };
}
