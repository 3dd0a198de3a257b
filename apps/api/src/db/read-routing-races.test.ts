import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { describeRaces } from '../test/races';
import { freePort } from '../test/process';
import { readOnPrimary, ReplicaPool } from './read-routing';

// Which server a readDb read goes to. The "replica" here is the same PostgreSQL server reached
// under another application_name, so each answer says which pool gave it; the cluster suite
// (test/cluster/) proves the same against a real streaming replica.
// On PostgreSQL only, declared like the race suites (left out without it, an error in CI).
describeRaces('replica routing', () => {
  const named = (name: string) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', name);
    return url.toString();
  };
  const primary = new pg.Pool({ connectionString: named('primary'), max: 2 });
  const warnings: string[] = [];
  const pools: pg.Pool[] = [primary];
  afterAll(() => Promise.all(pools.map((p) => p.end())));
  const replicaAt = (url: string) => {
    const pool = new ReplicaPool(url, primary, (m) => warnings.push(m));
    pools.push(pool);
    return pool;
  };
  const answeredBy = async (pool: pg.Pool) =>
    (await pool.query<{ name: string }>("SELECT current_setting('application_name') AS name"))
      .rows[0]!.name;

  it('reads the replica, and the primary inside readOnPrimary or after a change', async () => {
    const replica = replicaAt(named('replica'));
    expect(await answeredBy(replica)).toBe('replica');
    expect(await readOnPrimary(() => answeredBy(replica))).toBe('primary');
    replica.preferPrimaryFor(60_000);
    expect(await answeredBy(replica)).toBe('primary');
  });

  it('reads the primary when the replica does not answer, and warns once', async () => {
    const closed = new URL(named('replica'));
    closed.port = String(await freePort());
    const replica = replicaAt(closed.toString());
    expect(await answeredBy(replica)).toBe('primary');
    expect(replica.target()).toBe('primary');
    expect(await answeredBy(replica)).toBe('primary');
    expect(warnings.filter((w) => w.includes('replica unreachable'))).toHaveLength(1);
  });

  it('passes a wrong query’s error on instead of hiding it on the primary', async () => {
    const replica: pg.Pool = replicaAt(named('replica'));
    await expect(replica.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
  });
});
