import { and, eq, isNull } from 'drizzle-orm';
import { isLanguage, type Language, type ProfileLanguage } from '@kirana/shared';
import type { Db } from '../../db/client';
import { getUser, type UserRow } from './users.service';
import { users } from './users.tables';

// The shopper's chosen language on the account (signed out, the browser's cookie keeps it): the
// storefront reads it at sign-in, server messages (emails, SMS, WhatsApp) are sent in it.

/** The account's language, or null when the shopper never chose (their browser's decides). */
export const chosenLanguageOf = (user: UserRow): Language | null =>
  isLanguage(user.language) ? user.language : null;

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
