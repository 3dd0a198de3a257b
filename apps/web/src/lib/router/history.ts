import { languageBase, unprefixedPath } from '@kirana/shared/common/languages';

/** Where the app is: the URL's parts and the state the navigation carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** One per history entry: a new navigation gets a new key, Back returns the old one. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The history a router follows: the browser's, a list in memory (tests) or one fixed URL (the server). */
export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Calls back after every change of location; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
  /** The URL of an app path: with the language prefix the app is under ('/hi/cart'). */
  createHref(path: string): string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Splits '/a/b?x=1#top' into its parts. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  const pathname = (searchAt < 0 ? rest : rest.slice(0, searchAt)) || '/';
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;

/** `to` as an absolute path: '?x=1' and '#top' stay on the current page. */
export function resolvePath(to: string, from: Location): string {
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  return to;
}

function locationAt(path: string, state: unknown, key: string): Location {
  return { ...parsePath(path), state, key };
}

/** Kept in history.state (the shape react-router used, so entries from before an update still read). */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/**
 * The language prefix the browser's history writes its URLs under ('/hi', or '' for the default
 * language): the one the page was opened with, until the shopper picks another language.
 */
let base = '';
let refresh = () => {};

/**
 * Moves the app to a language's URL form, given its prefix (the language picker, through
 * `moveToLanguage`): this entry's URL now, and every other entry's when the shopper goes back or
 * forward to it.
 */
export function moveToLanguageBase(prefix: string): void {
  base = prefix;
  refresh();
}

/**
 * The browser's session history (pushState and popstate). Its locations are the app's paths,
 * without the language prefix (routes and links are written once); the URLs have it.
 */
export function createBrowserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  base = languageBase(window.location.pathname);
  const read = (): Location => {
    const entry = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    const path = unprefixedPath(pathname);
    // an entry from before a change of language (or '/hi' typed without its slash) takes the
    // app's URL form
    if (base + path !== pathname)
      window.history.replaceState(entry, '', base + path + search + hash);
    return { pathname: path, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  let location = read();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  refresh = notify;
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    window.history[method]({ usr: state, key: newKey() } satisfies EntryState, '', base + to);
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state = null) => write('pushState', to, state),
    replace: (to, state = null) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', notify);
      };
    },
    createHref: (path) => base + path,
  };
}

/** A history kept in memory, starting at `entries` (tests). */
export function createMemoryHistory(entries: string[] = ['/']): History {
  const listeners = new Set<(location: Location) => void>();
  const stack = entries.map((path, i) => locationAt(path, null, i === 0 ? 'default' : newKey()));
  let index = stack.length - 1;
  const notify = () => {
    for (const listener of listeners) listener(stack[index]!);
  };
  return {
    get location() {
      return stack[index]!;
    },
    push(to, state = null) {
      stack.splice(index + 1, Infinity, locationAt(to, state, newKey()));
      index += 1;
      notify();
    },
    replace(to, state = null) {
      stack[index] = locationAt(to, state, newKey());
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (path) => path,
  };
}

/** One URL that never changes: the server's rendering of a page (under its language prefix). */
export function createStaticHistory(path: string): History {
  const prefix = languageBase(path);
  const location = locationAt(path.slice(prefix.length) || '/', null, 'default');
  const ignore = () => undefined;
  return {
    location,
    push: ignore,
    replace: ignore,
    go: ignore,
    listen: () => ignore,
    createHref: (to) => prefix + to,
  };
}
