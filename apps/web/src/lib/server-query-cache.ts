// The answers useServerQuery shares, keyed by request: one request per key in flight, an answer
// kept while it is fresh, and a request aborted once nobody waits for it any more.

/** Asks the server; the signal aborts when every reader of the key has gone. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

interface Entry {
  answer?: { data: unknown; at: number };
  flight?: Flight;
}

const entries = new Map<string, Entry>();

/** One reader's wait for a key's answer. */
export interface Ask<T> {
  promise: Promise<T>;
  /** Stops waiting; the request is aborted when no other reader waits for it. */
  leave: () => void;
}

export interface AskOptions {
  /** How long an answer serves every reader of the key (0: each ask goes to the server). */
  staleMs?: number;
  /** Asks the server again even when an answer is fresh or a request is in flight. */
  force?: boolean;
}

/** The key's answer if it is younger than `staleMs`. */
export function freshAnswer<T>(key: string, staleMs: number): { data: T } | undefined {
  const answer = entries.get(key)?.answer;
  if (!answer || Date.now() - answer.at >= staleMs) return undefined;
  return { data: answer.data as T };
}

/** Waits for the key's answer: a fresh one, the request in flight, or a new request. */
export function ask<T>(key: string, fetcher: Fetcher<T>, opts: AskOptions = {}): Ask<T> {
  const staleMs = opts.staleMs ?? 0;
  const entry = entries.get(key) ?? {};
  entries.set(key, entry);
  if (!opts.force) {
    const fresh = freshAnswer<T>(key, staleMs);
    if (fresh) return { promise: Promise.resolve(fresh.data), leave: () => undefined };
    if (entry.flight) return join<T>(key, entry.flight);
  }
  const controller = new AbortController();
  const flight: Flight = { controller, waiting: 0, promise: Promise.resolve() };
  const landed = () => {
    if (entry.flight === flight) entry.flight = undefined;
    if (!entry.flight && !entry.answer && entries.get(key) === entry) entries.delete(key);
  };
  flight.promise = fetcher(controller.signal).then(
    (data) => {
      if (staleMs > 0) entry.answer = { data, at: Date.now() };
      landed();
      return data;
    },
    (err: unknown) => {
      landed(); // a failure is not kept: the next ask goes to the server
      throw err;
    },
  );
  entry.flight = flight;
  return join<T>(key, flight);
}

function join<T>(key: string, flight: Flight): Ask<T> {
  flight.waiting += 1;
  let left = false;
  return {
    promise: flight.promise as Promise<T>,
    leave: () => {
      if (left) return;
      left = true;
      flight.waiting -= 1;
      if (flight.waiting > 0) return;
      flight.controller.abort();
      const entry = entries.get(key);
      if (entry?.flight === flight) entry.flight = undefined;
    },
  };
}

/** The key's answer outside a component (a form's check, a one-off read); never aborted. */
export function fetchQuery<T>(key: string, fetcher: Fetcher<T>, staleMs = 0): Promise<T> {
  return ask(key, fetcher, { staleMs }).promise;
}

/** Forgets the answers whose key starts with `prefix` (all without one): tests, a sign-out. */
export function forgetQueries(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
