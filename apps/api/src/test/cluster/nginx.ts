import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor, type Child } from '../process';

/** The script that renders the nginx configuration docs/deploy.md gives users. */
const RENDER = fileURLToPath(new URL('../../../../../deploy/nginx/render.sh', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  child: Child;
  stop(): Promise<void>;
}

/**
 * Runs nginx as this test's own process (no daemon, files in `dir`) with the users'
 * configuration, rendered by deploy/nginx/render.sh for these API ports, inside a minimal main
 * configuration like the one a distribution ships.
 */
export async function startNginx(dir: string, port: number, apiPorts: number[]): Promise<Nginx> {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const site = execFileSync(RENDER, [String(port), ...apiPorts.map(String)], { encoding: 'utf8' });
  writeFileSync(join(dir, 'kirana.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      // we run as root in CI: keep the workers as root so they may write the temp folders here
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 2048; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${join(dir, 'kirana.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const proc = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => resolve(code));
    proc.on('error', (err) => {
      out += String(err);
      resolve(-1);
    });
  });
  const child: Child = { proc, output: () => out, exited };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).status > 0, 20_000);
  } catch {
    proc.kill('SIGKILL');
    throw new Error(`nginx did not start (${NGINX}, installed by .ci/run): ${out}`);
  }
  return {
    url,
    child,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGQUIT');
      await exited;
    },
  };
}
