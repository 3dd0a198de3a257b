// Test kit: a fetch whose requests wait until the test answers them (ordering, abort, de-dup).
import { vi } from 'vitest';

/** A request the test answers when it likes (the fetch level: no module of ours is mocked). */
export interface Held {
  url: string;
  body: unknown;
  signal: AbortSignal;
  answer: (status: number, data: unknown) => void;
}

/** Replaces fetch: every request waits until the test answers it; aborts reject as fetch does. */
export function holdFetch() {
  const held: Held[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal!;
          signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
          held.push({
            url: String(input),
            body: init.body ? JSON.parse(String(init.body)) : undefined,
            signal,
            answer: (status, data) => resolve(new Response(JSON.stringify(data), { status })),
          });
        }),
    ),
  );
  return held;
}
