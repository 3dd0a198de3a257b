// After a language switch the cart's lines take their names in the new language: they were
// kept as the catalogue named them when added, in the language of that moment.
import { PRODUCTS_BY_IDS_MAX } from '@kirana/shared';
import type { Language } from '@kirana/shared/common/languages';
import type { AppThunk } from '../../app/store';
import { appI18n } from '../../lib/i18n';
import { getCartProductNames } from './api';
import { cartNamesLocalised } from './cart-slice';
import { persistCart } from './cart-thunks';

/**
 * Renames the cart's lines in `language`, as the catalogue answers their products by id (a
 * product it no longer shows keeps its line's name). Nothing happens offline, or when the page
 * switched again meanwhile (that switch renames them).
 */
export function localiseCartNames(language: Language): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const ids = [...new Set(getState().cart.items.map((i) => i.ProductId))];
    if (ids.length === 0) return;
    const parts: number[][] = [];
    for (let at = 0; at < ids.length; at += PRODUCTS_BY_IDS_MAX)
      parts.push(ids.slice(at, at + PRODUCTS_BY_IDS_MAX));
    try {
      const answers = await Promise.all(parts.map(getCartProductNames));
      if (appI18n.locale !== language) return;
      dispatch(cartNamesLocalised(answers.flatMap((a) => a.Products)));
      await persistCart(getState);
    } catch {
      // offline: the lines keep their names until the next switch
    }
  };
}
