// Buy again: an order's lines back into the cart at today's prices, within today's limits.
import type { OrderDetails } from '@kirana/shared';
import type { AppDispatch, RootState } from '../../app/store';
import { addToCart, quoteItems, type NewCartItem } from '../cart';

export interface BuyAgainResult {
  added: string[];
  /** lines the cart already holds: nothing to add, the quantity is changed in the cart */
  alreadyInCart: string[];
  skipped: { name: string; reason: string }[];
}

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R;

const nameOf = (l: { Name: string; VariantLabel: string | null }) =>
  l.VariantLabel ? `${l.Name} (${l.VariantLabel})` : l.Name;

/**
 * Adds each line of `order` through the cart's own add: priced by today's quote, clamped to the
 * store's maxAllowedQtyPerProduct and to the stock left; says which lines the cart already held
 * and which could not be added.
 */
export function buyAgain(order: OrderDetails): Thunk<Promise<BuyAgainResult>> {
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
    for (const [i, line] of order.Lines.entries()) {
      const key = `${line.ProductId}:${line.VariantId ?? 'simple'}`;
      const problem = problems.get(key);
      const qty = problem ? Math.min(problem.AvailableQty, wanted[i]!.Qty) : wanted[i]!.Qty;
      if (qty < 1) {
        result.skipped.push({ name: nameOf(line), reason: problem?.Message ?? 'Not available' });
        continue;
      }
      const today = priced.get(key);
      const item: NewCartItem = {
        ProductId: line.ProductId,
        ProductName: line.Name,
        ProductPrice: today?.UnitPrice ?? line.UnitPrice,
        Mrp: today?.UnitMrp ?? line.UnitMrp,
        Qty: qty,
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
  };
}
