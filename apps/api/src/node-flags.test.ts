import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_HEAP_MB_DEFAULT, API_NODE_FLAGS_SH, apiNodeFlags } from './node-flags';
import { appsPath } from './api-paths';

const read = (path: string) => readFileSync(appsPath(`../${path}`), 'utf8');
const startOf = (path: string) =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts.start!;

describe("the API's node flags", () => {
  it('caps the heap at API_HEAP_MB, else the default', () => {
    expect(apiNodeFlags(undefined)).toContain(`--max-old-space-size=${API_HEAP_MB_DEFAULT}`);
    expect(apiNodeFlags('512')).toContain('--max-old-space-size=512');
    expect(apiNodeFlags('lots')).toContain(`--max-old-space-size=${API_HEAP_MB_DEFAULT}`);
    expect(API_NODE_FLAGS_SH).toContain(
      `--max-old-space-size=\${API_HEAP_MB:-${API_HEAP_MB_DEFAULT}}`,
    );
  });

  it('are the ones npm start runs the bundle with', () => {
    expect(startOf('package.json')).toContain(`node ${API_NODE_FLAGS_SH} apps/api/dist/server.mjs`);
    expect(startOf('apps/api/package.json')).toContain(`node ${API_NODE_FLAGS_SH} dist/server.mjs`);
  });

  it('are the ones the systemd unit runs the bundle with, its heap limit the default', () => {
    const unit = read('deploy/systemd/kirana@.service');
    const flags = API_NODE_FLAGS_SH.replace(/\$\{API_HEAP_MB:-\d+\}/, '${API_HEAP_MB}');
    expect(unit).toContain(`ExecStart=/usr/bin/node ${flags} apps/api/dist/server.mjs`);
    expect(unit).toContain(`Environment=API_HEAP_MB=${API_HEAP_MB_DEFAULT}`);
  });
});
