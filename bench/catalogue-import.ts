// npm run bench: a 100,000-row catalogue CSV import through the console's API on PostgreSQL.
// Updates existing rows: a copy of the 100,000-product catalogue (scale-db.ts, built once) is
// exported as the owner (GET /api/admin/catalogue/export.csv), the first BENCH_IMPORT_ROWS rows get
// a new stock and price, and the file goes back (POST /api/admin/catalogue/import) as a dry run
// (?dryRun=true, the check) and then applied. Files: (1) every column the export writes; (2) the
// same rows with only ProductId, VariantId, Price and Stock (the import reads any subset with an
// id). A file over the import's size limit (CATALOGUE_CSV_IMPORT_MAX_BYTES) is refused with 413
// and said so. Prints rows/s and the API process's peak RSS (VmHWM, reset before each call, else
// the largest VmRSS sampled every 50 ms) for each call. Asserts nothing.
// Env: BENCH_IMPORT_ROWS (100000), BENCH_IMPORT_PORT (4111). `npx tsx bench/catalogue-import.ts`
// runs it alone.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { CATALOGUE_CSV_IMPORT_MAX_BYTES } from '@kirana/shared';
import { rssOf } from './rss';
import { ensureCatalogue, SCALE_DB } from './scale-db';
import { spawnReaped } from './children';
import {
  apiNodeArgs,
  benchApiEnv,
  freshDatabase,
  loadLine,
  ROOT,
  staffToken,
  stop,
} from './shoppers';
import { waitUp } from './wait-up';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 4111);
const API = `http://127.0.0.1:${PORT}/api`;
const DB_NAME = 'kirana_bench_import';
const OWNER = 'bench-owner@example.com';

/** Sets the process's peak RSS back to its current RSS (Linux: writing 5 to clear_refs). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples the RSS of `pid` while `work` runs; answers the work's result and the peak in MB. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>) {
  const reset = resetPeak(pid);
  let sampled = rssOf(pid)?.rssMb ?? NaN;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, rssOf(pid)?.rssMb ?? NaN);
  }, 50);
  try {
    const result = await work();
    const hwm = rssOf(pid)?.peakMb ?? NaN;
    return { result, peakMb: reset ? Math.max(hwm, sampled) : sampled };
  } finally {
    clearInterval(timer);
  }
}

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (rows: string[][]) => rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';

/** The export's first ROWS data rows with a new stock and price (within the MRP), as two files. */
function filesFrom(exported: string) {
  const [header, ...data] = parse(exported, { bom: true }) as string[][];
  const col = (name: string) => header!.indexOf(name);
  const [price, mrp, stock] = [col('Price'), col('Mrp'), col('Stock')];
  // each file its own stock, so the second still changes every row after the first is applied
  const changed = (more: number) =>
    data.slice(0, ROWS).map((r, i) => {
      const out = [...r];
      const mrpPaise = Math.round(Number(r[mrp]) * 100);
      const pricePaise = Math.round(Number(r[price]) * 100);
      const next = pricePaise > 100 ? pricePaise - 1 : Math.min(mrpPaise, pricePaise + 1);
      out[price] = (next / 100).toFixed(2);
      out[stock] = String(Number(r[stock]) + more + (i % 7));
      return out;
    });
  const narrow = ['ProductId', 'VariantId', 'Price', 'Stock'].map(col);
  return {
    full: csv([header!, ...changed(1)]),
    narrow: csv([
      narrow.map((i) => header![i]!),
      ...changed(10).map((r) => narrow.map((i) => r[i]!)),
    ]),
    rows: Math.min(ROWS, data.length),
  };
}

async function importFile(token: string, body: string, dryRun: boolean) {
  const t0 = performance.now();
  const res = await fetch(`${API}/admin/catalogue/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
    signal: AbortSignal.timeout(600_000),
  });
  const text = await res.text();
  const seconds = (performance.now() - t0) / 1000;
  let answer: {
    Code?: string;
    ErrorCount?: number;
    Errors?: unknown[];
    Summary?: { RowsRead: number; RowsChanged: number };
  } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // not JSON: told by the status
  }
  return { status: res.status, seconds, answer, answerBytes: text.length };
}

await ensureCatalogue(PORT);
const databaseUrl = await freshDatabase(DB_NAME, SCALE_DB);
// the API as `npm start` runs it (its bundle and node flags: the heap cap decides the peak)
const api = spawnReaped(process.execPath, apiNodeArgs(), {
  cwd: ROOT,
  env: {
    ...process.env,
    ...benchApiEnv(PORT, { DATABASE_URL: databaseUrl, TEST_LOGIN_IDENTIFIERS: OWNER }),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await waitUp(`${API}/health`);
  await db.connect();
  const token = await staffToken(API, db, OWNER);
  const t0 = performance.now();
  const exported = await (
    await fetch(`${API}/admin/catalogue/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  const exportSeconds = (performance.now() - t0) / 1000;
  const files = filesFrom(exported);
  const mb = (s: string) => (Buffer.byteLength(s) / 1024 / 1024).toFixed(1);
  console.log(
    `\nCatalogue CSV import on PostgreSQL: ${files.rows} existing rows (of a ${mb(exported)} MB ` +
      `export, read in ${exportSeconds.toFixed(1)} s), each with a new stock and price; ` +
      `import limit ${CATALOGUE_CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB; ${loadLine()}`,
  );
  console.log(
    'file'.padEnd(40),
    'call'.padEnd(8),
    'status'.padStart(6),
    'seconds'.padStart(8),
    'rows/s'.padStart(8),
    'peak RSS MB'.padStart(12),
    '  answer',
  );
  const pid = api.pid!;
  for (const [name, body] of [
    [`every column (${mb(files.full)} MB)`, files.full],
    [`ProductId,VariantId,Price,Stock (${mb(files.narrow)} MB)`, files.narrow],
  ] as const) {
    for (const dryRun of [true, false]) {
      const before = rssOf(pid)?.rssMb ?? NaN;
      const { result: r, peakMb } = await withPeakRss(pid, () => importFile(token, body, dryRun));
      const s = r.answer.Summary;
      const said =
        r.status === 200
          ? `${s?.RowsRead} read, ${s?.RowsChanged} changed, ${r.answer.ErrorCount} errors` +
            ` (answer ${(r.answerBytes / 1024).toFixed(0)} kB)`
          : `${r.answer.Code ?? ''} ${r.answer.ErrorCount ?? ''} ${JSON.stringify(r.answer.Errors?.slice(0, 2) ?? '')}`;
      console.log(
        name.padEnd(40),
        (dryRun ? 'check' : 'apply').padEnd(8),
        String(r.status).padStart(6),
        r.seconds.toFixed(1).padStart(8),
        (r.status === 200 ? (files.rows / r.seconds).toFixed(0) : '-').padStart(8),
        `${peakMb.toFixed(0)} (${before.toFixed(0)} before)`.padStart(12),
        ' ',
        said,
      );
      if (r.status !== 200) break; // the check refused it: nothing to apply
    }
  }
  console.log(`  API process now: ${rssOf(pid)?.rssMb.toFixed(0)} MB RSS; ${loadLine()}`);
} finally {
  await db.end().catch(() => {});
  await stop(api);
}
