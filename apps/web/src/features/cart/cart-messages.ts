// The cart's dialogs and toasts from the spec (sections 4 and 8), in the shopper's language
// (outside React: appT). They show on any page but never on the first screen as it loads, so
// their words are the cart namespace's: the caller awaits loadCartWords() before using them.
import { appT, loadNamespaces } from '../../lib/i18n';

/**
 * The cart namespace in the active language. Never rejects: a namespace that cannot load
 * (offline, not kept yet) must not stop the cart's work; the message then reads as its id.
 */
export const loadCartWords = (): Promise<void> => loadNamespaces(['cart']).catch(() => undefined);

export const alreadyAddedMessage = () => appT('cart.dialog.already-added');
export const cartResetTitle = () => appT('cart.dialog.reset-title');
export const cartResetBody = () => appT('cart.dialog.reset-body');
export const priceUpdateTitle = () => appT('cart.dialog.price-update-title');

/** Delay before the price-change dialog appears. */
export const PRICE_DIALOG_DELAY_MS = 2000;

/** The price-change dialog's body: the second text when lines were removed. */
export function priceUpdateBody(removedCount: number): string {
  return removedCount > 0
    ? appT('cart.dialog.price-update-removed-body')
    : appT('cart.dialog.price-update-body');
}
