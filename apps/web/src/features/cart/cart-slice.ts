import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductSummary } from '@kirana/shared';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { checkCartPrices, hydrateCart } from './cart-sync';
import {
  type CartItem,
  type CartLineQty,
  clampQty,
  type NewCartItem,
  toCartItem,
} from './cart-types';
import { applyPriceCheck } from './price-check';

/** A product's name and pack size in the page's language. */
export type LocalisedName = Pick<ProductSummary, 'ProductId' | 'Name' | 'UnitLabel'>;

export interface CartState extends RequestState {
  items: CartItem[];
  /** 'ready' once the stored cart has been read. */
  status: 'idle' | 'loading' | 'ready';
  /** True when every line has passed the server's price check since it was added. */
  priceChecked: boolean;
  /** Bumped by every addition, so a check answered after an addition leaves the new line unchecked. */
  revision: number;
  /**
   * Bumped by every change made here (addition, quantity, removal, emptying, a price check's
   * update): a stored cart read before one is stale, and is not applied over it.
   */
  edits: number;
  /** What the last price check changed. */
  lastPriceCheck: { repriced: string[]; removed: string[] } | null;
  /** True when the stored cart was unreadable and has been reset. */
  wasReset: boolean;
}

const initialState: CartState = {
  items: [],
  status: 'idle',
  priceChecked: false,
  revision: 0,
  edits: 0,
  lastPriceCheck: null,
  wasReset: false,
  loading: false,
  error: null,
};

/** Why an addition did or did not happen. */
export type AddOutcome = 'added' | 'already-added' | 'no-qty';

/** The rule for adding: not twice the same product and option; a quantity set. */
export function addOutcome(items: readonly CartItem[], item: NewCartItem): AddOutcome {
  if (!Number.isFinite(item.Qty) || item.Qty < 1) return 'no-qty';
  const id = toCartItem(item).ItemId;
  return items.some((i) => i.ItemId === id) ? 'already-added' : 'added';
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adds a line unless the rule refuses it; the quantity is clamped to `max`. */
    cartItemAdded(state, action: PayloadAction<{ item: NewCartItem; max: number }>) {
      const { item, max } = action.payload;
      if (addOutcome(state.items, item) !== 'added') return;
      state.items.push({ ...toCartItem(item), Qty: clampQty(item.Qty, max) });
      state.priceChecked = false;
      state.revision += 1;
      state.edits += 1;
    },
    /** Sets a line's quantity: below 1 removes the line, above `max` is clamped. */
    cartItemQtyChanged(state, action: PayloadAction<{ itemId: string; qty: number; max: number }>) {
      const { itemId, qty, max } = action.payload;
      const index = state.items.findIndex((i) => i.ItemId === itemId);
      if (index < 0) return;
      if (!(qty >= 1)) state.items.splice(index, 1);
      else state.items[index]!.Qty = clampQty(qty, max);
      state.edits += 1;
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.ItemId !== action.payload);
      state.edits += 1;
    },
    /** Empties the cart (after an order is placed). */
    cartCleared(state) {
      state.items = [];
      state.lastPriceCheck = null;
      state.priceChecked = false;
      state.edits += 1;
    },
    /**
     * Takes out what a paid order bought: each line loses the ordered quantity (removed at 0), so
     * lines added or raised after the order was placed stay.
     */
    cartLinesBought(state, action: PayloadAction<readonly CartLineQty[]>) {
      const bought = new Map(action.payload.map((l) => [l.ItemId, l.Qty]));
      state.items = state.items
        .map((i) => ({ ...i, Qty: i.Qty - (bought.get(i.ItemId) ?? 0) }))
        .filter((i) => i.Qty >= 1);
      state.lastPriceCheck = null;
      state.edits += 1;
    },
    /** The lines' names in the page's language after a switch, as the catalogue answered them by id. */
    cartNamesLocalised(state, action: PayloadAction<readonly LocalisedName[]>) {
      const byId = new Map(action.payload.map((p) => [p.ProductId, p]));
      for (const item of state.items) {
        const p = byId.get(item.ProductId);
        if (!p) continue; // no longer shown: its line keeps the name it had
        item.ProductName = p.Name;
        if (item.UnitLabel) item.UnitLabel = p.UnitLabel; // a line added by buy-again has none
      }
      state.edits += 1;
    },
    cartRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrateCart.pending, (state) => {
        if (state.status === 'idle') state.status = 'loading';
      })
      .addCase(hydrateCart.fulfilled, (state, action) => {
        // read before a change made here (two reads at start, an early tap): this one is stale
        if (action.payload.edits !== state.edits) {
          state.status = 'ready';
          return;
        }
        state.items = action.payload.items;
        state.status = 'ready';
        state.wasReset = action.payload.reset;
        state.priceChecked = false;
        state.revision += 1;
      })
      .addCase(hydrateCart.rejected, (state) => {
        state.status = 'ready';
      });
    addRequestCases(builder, checkCartPrices, (state, { answer, revision }) => {
      const outcome = applyPriceCheck(state.items, answer);
      state.items = outcome.items;
      state.edits += 1;
      state.lastPriceCheck = { repriced: outcome.repriced, removed: outcome.removed };
      state.priceChecked = state.revision === revision;
    });
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartReady: (state) => state.status === 'ready',
    /** Units in the cart (the badge's number). */
    selectCartCount: (state) => state.items.reduce((n, i) => n + i.Qty, 0),
  },
});

export const {
  cartItemAdded,
  cartItemQtyChanged,
  cartItemRemoved,
  cartCleared,
  cartLinesBought,
  cartNamesLocalised,
  cartRequestReset,
} = cartSlice.actions;
export const { selectCartItems, selectCartReady, selectCartCount } = cartSlice.selectors;
