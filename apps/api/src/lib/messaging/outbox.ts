import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devOutbox } from './messaging.tables';

/** Keeps a message in the dev outbox instead of sending it. */
export async function keepInOutbox(
  db: Db,
  msg: { channel: string; to: string; subject: string; body: string },
): Promise<void> {
  await db.insert(devOutbox).values(msg);
}

/** The last 20 messages kept for one address, newest first. */
export async function readOutbox(db: Db, to: string) {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.id))
    .limit(20);
  return rows.map((r) => ({
    Id: r.id,
    Channel: r.channel,
    To: r.to,
    Subject: r.subject,
    Body: r.body,
    CreatedAt: r.createdAt.toISOString(),
  }));
}
