// Buy again, and putting an unpaid order's items back: an order's lines into the cart at today's
// prices, within today's limits.
import { appT } from '../../lib/i18n';
import type { OrderDetails, RestorableCartLine } from '@kirana/shared';
import type { AppDispatch, AppThunk } from '../../app/store';
import { addToCart, quoteItems, type NewCartItem } from '../cart';
import { getCartLines } from './api';

export interface BuyAgainResult {
  added: string[];
  /** lines the cart already holds: nothing to add, the quantity is changed in the cart */
  alreadyInCart: string[];
  skipped: { name: string; reason: string }[];
}

const nameOf = (l: { Name: string; VariantLabel: string | null }) =>
  l.VariantLabel ? `${l.Name} (${l.VariantLabel})` : l.Name;

/** Adds priced lines through the cart's own add; a line already in the cart is skipped. */
async function addLines(
  dispatch: AppDispatch,
  lines: readonly RestorableCartLine[],
  result: BuyAgainResult,
): Promise<BuyAgainResult> {
  for (const line of lines) {
    const item: NewCartItem = {
      ProductId: line.ProductId,
      ProductName: line.Name,
      ProductPrice: line.UnitPrice,
      Mrp: line.UnitMrp,
      Qty: line.Qty,
      SelectedOptions:
        line.VariantId === null
          ? {}
          : { Option: { RowId: line.VariantId, Label: line.VariantLabel ?? '' } },
      ImageId: line.ImageId,
      Slug: line.Slug,
      UnitLabel: '',
    };
    const outcome = await dispatch(addToCart(item));
    (outcome === 'added' ? result.added : result.alreadyInCart).push(nameOf(line));
  }
  return result;
}

/**
 * Adds each line of `order` through the cart's own add: priced by today's quote, clamped to the
 * store's maxAllowedQtyPerProduct and to the stock left; says which lines the cart already held
 * and which could not be added.
 */
export function buyAgain(order: OrderDetails): AppThunk<Promise<BuyAgainResult>> {
  return async (dispatch, getState) => {
    const max = getState().general.productConfigs?.maxAllowedQtyPerProduct ?? 10;
    const wanted = order.Lines.map((l) => ({
      ProductId: l.ProductId,
      VariantId: l.VariantId,
      Qty: Math.max(1, Math.min(l.Qty, max)),
    }));
    const quote = await quoteItems({ Items: wanted });
    const priced = new Map(quote.Bill.Lines.map((l) => [l.Key, l]));
    const problems = new Map(
      quote.Problems.map((p) => [`${p.ProductId}:${p.VariantId ?? 'simple'}`, p]),
    );
    const result: BuyAgainResult = { added: [], alreadyInCart: [], skipped: [] };
    const lines: RestorableCartLine[] = [];
    for (const [i, line] of order.Lines.entries()) {
      const key = `${line.ProductId}:${line.VariantId ?? 'simple'}`;
      const problem = problems.get(key);
      const qty = problem ? Math.min(problem.AvailableQty, wanted[i]!.Qty) : wanted[i]!.Qty;
      if (qty < 1) {
        result.skipped.push({
          name: nameOf(line),
          reason: problem?.Message ?? appT('orders.buy.notAvailable'),
        });

        continue;
      }
      const today = priced.get(key);
      lines.push({
        ...line,
        Qty: qty,
        UnitPrice: today?.UnitPrice ?? line.UnitPrice,
        UnitMrp: today?.UnitMrp ?? line.UnitMrp,
      });
    }
    return addLines(dispatch, lines, result);
  };
}

/**
 * Puts the items of an order that ended unpaid back into the cart, as the server answers them
 * (today's prices, lowered to the stock left); says what could not go back and why.
 */
export function restoreToCart(order: OrderDetails): AppThunk<Promise<BuyAgainResult>> {
  return async (dispatch) => {
    const answer = await getCartLines(order.OrderId);
    const result: BuyAgainResult = {
      added: [],
      alreadyInCart: [],
      skipped: answer.NotRestored.map((n) => ({ name: n.Name, reason: n.Reason })),
    };
    return addLines(dispatch, answer.Lines, result);
  };
}
