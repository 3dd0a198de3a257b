import type { HomeBanner, HomeShelf, StoredHomeBanner } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { getSetting } from './settings.service';

// The home page's banners and shelves, kept as two settings the console edits: the storefront
// shows the active ones, in their stored order.

const shown = ({ IsActive, ...banner }: StoredHomeBanner): HomeBanner | null =>
  IsActive ? banner : null;

/** Banners of the home page, in order: the active ones, as the storefront shows them. */
export async function getHomeBanners(db: DbOrTx): Promise<HomeBanner[]> {
  return (await getSetting(db, 'homeBanners')).map(shown).filter((b) => b !== null);
}

/** Every shelf the console keeps, in order; none on a store that never made one. */
export async function getAllHomeShelves(db: DbOrTx): Promise<HomeShelf[]> {
  try {
    return await getSetting(db, 'homeShelves');
  } catch {
    return [];
  }
}

/** The active shelves of the home page, in order. */
export async function getHomeShelves(db: DbOrTx): Promise<HomeShelf[]> {
  return (await getAllHomeShelves(db)).filter((s) => s.IsActive);
}
