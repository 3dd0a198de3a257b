// npm run create-owner -- --email owner@example.in [--phone 98xxxxxxxx] [--name "Asha Rao"]
// Makes the console's first owner when the store has none. With the embedded database, stop the
// server first (one process owns DATA_DIR); with DATABASE_URL it can run beside it.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { IndianMobile } from '@kirana/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureFirstOwner } from '../modules/staff';

const usage = 'usage: npm run create-owner -- --email you@example.in [--name "Your Name"]';
let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' } },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage} (quote a name or number with spaces)`);
  process.exit(2);
}
const args = z
  .object({
    email: z
      .email()
      .transform((s) => s.toLowerCase())
      .optional(),
    phone: IndianMobile.optional(),
    name: z.string().trim().min(1).max(80).default('Owner'),
  })
  .refine((a) => a.email || a.phone, { message: 'give --email or --phone' })
  .safeParse(values);
if (!args.success) {
  console.error(`${z.prettifyError(args.error)}\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  dataDir: config.DATA_DIR,
  databaseUrl: config.DATABASE_URL,
  lockStaleMs: config.DATA_DIR_LOCK_STALE_SECONDS * 1000,
});
try {
  const made = await ensureFirstOwner(database.db, args.data);
  const message = made
    ? `Owner ${args.data.name} made: sign in at ${new URL('/admin', config.PUBLIC_URL)} with ${args.data.email ?? args.data.phone}`
    : 'The store already has an owner; invite more staff from the console.';
  process.stdout.write(`${message}\n`);
} finally {
  await database.close();
}
