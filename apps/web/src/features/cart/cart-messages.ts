// The cart's dialogs and toasts from the spec (sections 4 and 8), in the shopper's language
// (common.json: they show on any page, outside React: appT).
import { appT } from '../../lib/i18n';

export const alreadyAddedMessage = () => appT('common.cart.already-added');
export const cartResetTitle = () => appT('common.cart.reset-title');
export const cartResetBody = () => appT('common.cart.reset-body');
export const priceUpdateTitle = () => appT('common.cart.price-update-title');

/** Delay before the price-change dialog appears. */
export const PRICE_DIALOG_DELAY_MS = 2000;

/** The price-change dialog's body: the second text when lines were removed. */
export function priceUpdateBody(removedCount: number): string {
  return removedCount > 0
    ? appT('common.cart.price-update-removed-body')
    : appT('common.cart.price-update-body');
}
