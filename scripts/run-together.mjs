// Runs npm scripts side by side and fails when any of them fails: `npm test` starts typecheck and
// lint together, since each runs on one thread and CI has two cores (together they take about the
// longer one's time, ~1.5 min, instead of the sum, ~2.5 min). Each script's output is printed
// whole when it ends, so the two never interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => out.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(out));
          process.stdout.write(
            `run-together: ${name} ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`,
          );
          resolve(code);
        });
      }),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
