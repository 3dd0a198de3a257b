import { useSyncExternalStore } from 'react';
import { readLocal, removeLocal, writeLocal } from './storage';

export type Theme = 'light' | 'dark';
export type ThemePreference = Theme | 'system';

/** localStorage key of the shopper's choice; absent means "follow the device". */
export const THEME_KEY = 'theme';
/** How long the switching overlay covers the repaint. */
export const THEME_SWITCH_MS = 400;
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeSnapshot {
  preference: ThemePreference;
  theme: Theme;
  switching: boolean;
}

function systemTheme(): Theme {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

function storedPreference(): ThemePreference {
  const value = readLocal(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function resolve(preference: ThemePreference): Theme {
  return preference === 'system' ? systemTheme() : preference;
}

const SERVER_SNAPSHOT: ThemeSnapshot = { preference: 'system', theme: 'light', switching: false };
let snapshot: ThemeSnapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();
let switchTimer: ReturnType<typeof setTimeout> | undefined;

function publish(next: ThemeSnapshot): void {
  snapshot = next;
  // the switching overlay's timer may fire after the page is gone (a test's jsdom torn down)
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = next.theme;
  listeners.forEach((listener) => listener());
}

/** Applies the remembered (or device) theme to <html data-theme>; call before the first render. */
export function initTheme(): void {
  const preference = storedPreference();
  publish({ preference, theme: resolve(preference), switching: false });
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener?.('change', () => {
      if (snapshot.preference === 'system') publish({ ...snapshot, theme: systemTheme() });
    });
  }
}

/** Saves and applies a preference, showing the switching overlay for a moment. */
export function setThemePreference(preference: ThemePreference): void {
  if (preference === 'system') removeLocal(THEME_KEY);
  else writeLocal(THEME_KEY, preference);
  const theme = resolve(preference);
  const switching = theme !== snapshot.theme;
  publish({ preference, theme, switching: switching || snapshot.switching });
  if (!switching) return;
  clearTimeout(switchTimer);
  switchTimer = setTimeout(() => publish({ ...snapshot, switching: false }), THEME_SWITCH_MS);
}

/** Flips between light and dark and remembers the choice. */
export function toggleTheme(): void {
  setThemePreference(snapshot.theme === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme, preference and whether the switching overlay shows. */
export function useTheme(): ThemeSnapshot {
  // the server draws the light theme; hydration matches it, then the remembered one is drawn
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
}
