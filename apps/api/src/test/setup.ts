// Every API test file: a query sent on a connection that is still running another (two reads at
// once inside a transaction) fails the run. pg queues it today with a deprecation warning, and
// pg 9 will refuse it; db/client.ts's readTogether runs such reads one after another.
// Once per worker: its files share one process (vitest.config.ts, isolate: false).
const watched = globalThis as { kiranaWatchesTwoQueries?: boolean };
if (!watched.kiranaWatchesTwoQueries) {
  watched.kiranaWatchesTwoQueries = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && /already executing a query/.test(warning.message))
      throw new Error(`Two queries at once on one connection: ${warning.message}`);
  });
}
