import { eq } from 'drizzle-orm';
import type { Language, StaffRole } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/tables';
import { messagesIn } from '../../lib/i18n/server-messages';
import { queueMessage } from '../../lib/messaging';

// A new staff member hears of it: an email (or else an SMS) with the console's address and how
// to sign in (a code sent to the email or mobile they were added with; no password), written in
// the invitation's transaction and sent by the job worker after it commits.

export interface Invitation {
  name: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  /** who added them */
  by: string;
}

/** The store's name as the storefront shows it ("Kirana" before the store is set up). */
async function storeName(tx: DbOrTx): Promise<string> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, 'storeConfigs'));
  const name = (row?.value as { StoreName?: unknown } | undefined)?.StoreName;
  return typeof name === 'string' && name ? name : 'Kirana';
}

/** Queues the invitation to the new member, in the language of the owner's console. */
export async function queueInviteMessage(
  tx: DbOrTx,
  invite: Invitation,
  consoleUrl: string,
  language: Language,
): Promise<void> {
  const to = invite.email ?? invite.phone;
  if (!to) return;
  const t = messagesIn(language);
  const store = await storeName(tx);
  const role = t('alerts.role', { role: invite.role });
  await queueMessage(tx, {
    channel: invite.email ? 'email' : 'phone',
    to,
    subject: t('alerts.invite-subject', { store }),
    text: t('alerts.invite-text', {
      name: invite.name,
      by: invite.by,
      store,
      role,
      link: consoleUrl,
      login: to,
    }),
  });
}
