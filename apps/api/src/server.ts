import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { createApp } from './app';
import { ensureFirstOwner } from './modules/staff';

/** The process: config -> database -> app -> listen, and a clean stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    databaseReadUrl: config.DATABASE_READ_URL,
    lockStaleMs: config.DATA_DIR_LOCK_STALE_SECONDS * 1000,
  });
  if (config.SEED) await seedDatabase(database.db);
  await ensureFirstOwner(database.db, {
    name: config.OWNER_NAME,
    email: config.OWNER_EMAIL,
    phone: config.OWNER_PHONE,
  });

  const { app, drain } = await createApp(config, database);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    app.log.info({ signal, drainMs }, 'draining, then stopping');
    // calls in hand and the job round get 20 s after the drain before the process gives up
    const force = setTimeout(() => process.exit(1), drainMs + 20_000).unref();
    try {
      await drain(drainMs);
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

/** Why a start failed, in a few lines: a failed query's message holds its parameters (the whole
 * seed, say), and the database's own reason is in its cause. */
function startFailure(err: unknown): string {
  const reasons: string[] = [];
  for (let e: unknown = err; e !== undefined && reasons.length < 5;) {
    reasons.push(e instanceof Error ? e.message.slice(0, 500) : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return reasons.join('\n  caused by: ');
}

main().catch((err: unknown) => {
  console.error(startFailure(err));
  process.exit(1);
});
