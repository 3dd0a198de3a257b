// A list of product ids kept in this browser (localStorage), newest first and capped: My list
// while signed out, and the recently viewed products.
import { readLocal, removeLocal, writeLocal } from './storage';

/** The ids under `key`; anything unreadable counts as none. */
export function readLocalIds(key: string): number[] {
  try {
    const value: unknown = JSON.parse(readLocal(key) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

/** Puts `id` first under `key` (once), keeping at most `max` ids; answers the new list. */
export function pushLocalId(key: string, id: number, max: number): number[] {
  const ids = [id, ...readLocalIds(key).filter((x) => x !== id)].slice(0, max);
  writeLocal(key, JSON.stringify(ids));
  return ids;
}

/** Takes `id` out of the list under `key`; answers the new list. */
export function dropLocalId(key: string, id: number): number[] {
  const ids = readLocalIds(key).filter((x) => x !== id);
  writeLocal(key, JSON.stringify(ids));
  return ids;
}

/** Forgets the list under `key`. */
export const clearLocalIds = (key: string): void => removeLocal(key);
