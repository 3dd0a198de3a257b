// Work the first screen does not need (start-up fetches, the push listener, the service worker)
// waits, when the browser hydrates a page the server drew, until that page answers taps and the
// browser is idle: done during hydration, it shares the slow phone's main thread with it, and
// the store updates its answers make re-render the shell while React is still hydrating.
// Anywhere else (a page drawn here, tests) it runs at once, as before.

type Task = () => void;

let waiting: Task[] | null = null;

/** The browser's next idle moment (at most a second away), or the next task without it. */
function whenIdle(task: Task): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
    window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/** main.tsx, before hydrating a server-drawn page: hold the tasks until firstScreenReady(). */
export function holdUntilFirstScreen(): void {
  waiting ??= [];
}

/** The first screen answers taps (or failed to render): the held tasks run at the next idle. */
export function firstScreenReady(): void {
  const held = waiting;
  waiting = null;
  if (held?.length) whenIdle(() => held.forEach((task) => task()));
}

/** Runs a task once the first screen is hydrated and the browser idle (at once when none is). */
export function afterFirstScreen(task: Task): void {
  if (waiting) waiting.push(task);
  else task();
}
