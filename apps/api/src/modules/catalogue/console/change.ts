import { inTransaction, sqlState, type Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { bumpCacheState } from '../../content';

/**
 * Runs one console change of the catalogue: `fn` makes it and writes its audit entry in one
 * transaction; once that has committed, the cache state is bumped so every shopper's next read
 * sees it (bumped before the commit, a read in between could cache the old rows again).
 */
export async function commitChange<T>(deps: AppDeps, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await inTransaction(deps.database.db, fn).catch(uniqueSlugError);
  await bumpCacheState(deps);
  return result;
}

/** A slug taken by a change racing this one (the unique index) is the same 409 as one seen first. */
function uniqueSlugError(err: unknown): never {
  if (sqlState(err) === '23505' && /slug/.test(String((err as { cause?: unknown }).cause ?? err)))
    throw slugTaken();
  throw err;
}

export const slugTaken = () =>
  new AppError(409, 'SLUG_TAKEN', 'This slug is already in use', undefined, [
    { Field: 'Slug', Message: 'already in use: choose another' },
  ]);

/** A 400 that names the one field at fault. */
export const fieldError = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new AppError(400, code, `Invalid ${field}: ${message}`, message, [
    { Field: field, Message: message },
  ]);

/** A slug made from a name: lower-case ASCII words joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'item';
}
