import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from './storage';

// The spec keeps the notification ("notice") sound and vibration settings in local storage.
export const NOTICE_SOUND_KEY = 'noticeSound';
export const NOTICE_VIBRATION_KEY = 'noticeVibration';
export type NoticeSetting = typeof NOTICE_SOUND_KEY | typeof NOTICE_VIBRATION_KEY;

const listeners = new Set<() => void>();

/** Whether a notice setting is on; both default to on. */
export function isNoticeSettingOn(key: NoticeSetting): boolean {
  return readLocal(key) !== 'off';
}

/** Saves a notice setting. */
export function setNoticeSetting(key: NoticeSetting, on: boolean): void {
  writeLocal(key, on ? 'on' : 'off');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A notice setting that re-renders when it changes. */
export function useNoticeSetting(key: NoticeSetting): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isNoticeSettingOn(key),
    () => true,
  );
}
