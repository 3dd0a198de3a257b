import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../lib/storage';

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const DISMISSED_AT_KEY = 'installRemindAfter';
/** 'Remind me later' waits this long before offering again on its own. */
export const REMIND_LATER_MS = 7 * 24 * 60 * 60 * 1000;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Starts listening for the browser's install prompt; call once, before the first render. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}

/** True when the store already runs as an installed app. */
export function isRunningStandalone(): boolean {
  const standaloneIos = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayMode =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return installed || standaloneIos || displayMode;
}

/** Shows the native prompt; resolves true when the shopper accepted. */
export async function promptNativeInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

/** Records 'Remind me later'. */
export function remindLater(now = Date.now()): void {
  writeLocal(DISMISSED_AT_KEY, String(now + REMIND_LATER_MS));
}

/** Whether the app may offer installation (after an order): not snoozed, not installed. */
export function mayOfferInstall(now = Date.now()): boolean {
  const remindAfter = Number(readLocal(DISMISSED_AT_KEY) ?? '0') || 0;
  return now >= remindAfter && !isRunningStandalone();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a native install prompt is waiting. */
export function useHasNativePrompt(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}
