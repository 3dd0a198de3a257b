import { describe, expect, it } from 'vitest';
import { cartLineKey } from '@kirana/shared';
import {
  addOutcome,
  cartItemAdded,
  cartItemQtyChanged,
  cartItemRemoved,
  cartSlice,
  type CartState,
} from './cart-slice';
import { itemIdOf, optionKeyOf, parseStoredCart, toCartItem } from './cart-types';
import { simpleItem, variantItem } from './cart-test-kit';

const reduce = (
  state: CartState | undefined,
  ...actions: Parameters<typeof cartSlice.reducer>[1][]
) => actions.reduce((s, a) => cartSlice.reducer(s, a), state ?? cartSlice.getInitialState());

describe('cart lines', () => {
  it('keys a line by product and option like the API (simple means no variant)', () => {
    expect(optionKeyOf({})).toBe('simple');
    expect(itemIdOf(11, {})).toBe(cartLineKey(11, []));
    const opts = { Weight: { RowId: 9, Label: '5 kg' }, Pack: { RowId: 3, Label: 'Pack of 2' } };
    expect(optionKeyOf(opts)).toBe('3-9');
    expect(itemIdOf(21, opts)).toBe(cartLineKey(21, [9, 3]));
  });

  it('accepts only well-formed stored carts', () => {
    const good = [toCartItem(simpleItem())];
    expect(parseStoredCart(good)).toEqual(good);
    expect(parseStoredCart({})).toBeNull();
    expect(parseStoredCart([{ ...good[0], Qty: 0 }])).toBeNull();
    expect(parseStoredCart([{ ...good[0], ProductPrice: '10' }])).toBeNull();
    expect(parseStoredCart([{ ...good[0], ItemId: '99:simple' }])).toBeNull();
    expect(parseStoredCart([...good, ...good])).toBeNull();
  });
});

describe('cart rules: adding, quantities and the stored cart', () => {
  it('adds a line with its ids, and not the same product and option twice', () => {
    const state = reduce(
      undefined,
      cartItemAdded({ item: simpleItem(), max: 10 }),
      cartItemAdded({ item: simpleItem({ Qty: 3 }), max: 10 }),
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      ItemId: '11:simple',
      OptionKey: 'simple',
      Qty: 1,
      OptionLabel: '',
    });
    expect(addOutcome(state.items, simpleItem())).toBe('already-added');
  });

  it('treats another option of the same product as another line', () => {
    const state = reduce(
      undefined,
      cartItemAdded({ item: variantItem(1, '1 kg', 6000), max: 10 }),
      cartItemAdded({ item: variantItem(2, '5 kg', 26000), max: 10 }),
    );
    expect(state.items.map((i) => i.ItemId)).toEqual(['21:1', '21:2']);
    expect(state.items[1]).toMatchObject({
      OptionLabel: '5 kg',
      SelectedOptions: { Weight: { RowId: 2, Label: '5 kg' } },
    });
  });

  it('needs a quantity to add', () => {
    expect(addOutcome([], simpleItem({ Qty: 0 }))).toBe('no-qty');
    expect(addOutcome([], simpleItem({ Qty: Number.NaN }))).toBe('no-qty');
    expect(
      reduce(undefined, cartItemAdded({ item: simpleItem({ Qty: 0 }), max: 10 })).items,
    ).toEqual([]);
  });

  it('clamps the quantity to maxAllowedQtyPerProduct, on adding and on changing', () => {
    let state = reduce(undefined, cartItemAdded({ item: simpleItem({ Qty: 25 }), max: 10 }));
    expect(state.items[0]!.Qty).toBe(10);
    state = reduce(state, cartItemQtyChanged({ itemId: '11:simple', qty: 4, max: 10 }));
    expect(state.items[0]!.Qty).toBe(4);
    state = reduce(state, cartItemQtyChanged({ itemId: '11:simple', qty: 11, max: 10 }));
    expect(state.items[0]!.Qty).toBe(10);
  });

  it('removes a line whose quantity goes below 1', () => {
    let state = reduce(undefined, cartItemAdded({ item: simpleItem({ Qty: 2 }), max: 10 }));
    state = reduce(state, cartItemQtyChanged({ itemId: '11:simple', qty: 0, max: 10 }));
    expect(state.items).toEqual([]);
    state = reduce(
      state,
      cartItemAdded({ item: simpleItem(), max: 10 }),
      cartItemQtyChanged({ itemId: '11:simple', qty: -3, max: 10 }),
    );
    expect(state.items).toEqual([]);
  });

  it('removes a line on request and marks additions as not price-checked', () => {
    const state = reduce(
      { ...cartSlice.getInitialState(), priceChecked: true },
      cartItemAdded({ item: simpleItem(), max: 10 }),
    );
    expect(state.priceChecked).toBe(false);
    expect(reduce(state, cartItemRemoved('11:simple')).items).toEqual([]);
  });
});
