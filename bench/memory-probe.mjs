/* global WebAssembly, process, setTimeout */
// Loaded with `node --import tsx --import ./bench/memory-probe.mjs` into an API the bench starts
// (bench/rss-load.ts), in its main thread and its worker threads (PGlite's; plain JavaScript, as
// a worker loads it before tsx): on SIGUSR2 the main thread asks every thread for
// process.memoryUsage() and the size of each WebAssembly memory it made (PGlite's heap), over a
// BroadcastChannel, and writes them as JSON to $TMPDIR/kirana-bench-memory-<pid>.json.
// In the bench only; the store never loads it.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const memories = [];
const instantiate = WebAssembly.instantiate.bind(WebAssembly);
// the module form answers an Instance, the bytes form { module, instance }
WebAssembly.instantiate = async (...args) => {
  const made = await instantiate(...args);
  const instance = made instanceof WebAssembly.Instance ? made : made.instance;
  for (const v of Object.values(instance.exports))
    if (v instanceof WebAssembly.Memory) memories.push(v);
  return made;
};

const mine = () => ({
  threadId,
  main: isMainThread,
  usage: process.memoryUsage(),
  wasm: memories.map((m) => m.buffer.byteLength),
});

const channel = new BroadcastChannel('kirana-bench-memory');
channel.unref();
if (isMainThread) {
  process.on('SIGUSR2', () => {
    const answers = [mine()];
    channel.onmessage = (e) => {
      if (e.data !== 'ask') answers.push(e.data);
    };
    channel.postMessage('ask');
    const file = join(tmpdir(), `kirana-bench-memory-${process.pid}.json`);
    setTimeout(() => writeFileSync(file, JSON.stringify(answers)), 1000);
  });
} else {
  channel.onmessage = (e) => {
    if (e.data === 'ask') channel.postMessage(mine());
  };
}
