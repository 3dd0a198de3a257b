// The processes a bench part starts end with it, however it ends: a part that died of an
// unhandled rejection left its hello-world and API processes running, holding their ports and
// a core, and the next run measured beside them.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
// Ctrl-C or a kill of the bench: end through 'exit', so its children go too
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => process.exit(code));

/** `spawn`, with the child killed when this process exits if it is still running then. */
export function spawnReaped(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}
