// The cart line kept in the browser, plus what the cart needs to render it.

import { variantIdsOf } from '@kirana/shared/cart/variant-ids';
/** One chosen option row, by its option group's name. */
export interface SelectedOption {
  RowId: number;
  Label: string;
}

export interface CartItem {
  /** `${ProductId}:${OptionKey}`, the same key as the shared `cartLineKey`. */
  ItemId: string;
  ProductId: number;
  ProductName: string;
  /** Selling price of one unit in paise, GST-inclusive. */
  ProductPrice: number;
  Qty: number;
  /** 'simple' for a product without options, else its option row ids sorted and joined by '-'. */
  OptionKey: string;
  /** Option group name -> the chosen row. */
  SelectedOptions: Record<string, SelectedOption>;
  /** MRP of one unit in paise. */
  Mrp: number;
  ImageId: string | null;
  Slug: string;
  UnitLabel: string;
  /** The chosen rows' labels for display ('' for a simple product). */
  OptionLabel: string;
}

/** A line's id and a quantity of it (what an order took from the cart). */
export type CartLineQty = Pick<CartItem, 'ItemId' | 'Qty'>;

/** What a shopper adds: a product, its options and a quantity (ids are derived). */
export type NewCartItem = Omit<CartItem, 'ItemId' | 'OptionKey' | 'OptionLabel'>;

export const SIMPLE_OPTION_KEY = 'simple';
export const DEFAULT_MAX_QTY = 10;
export const CART_STORAGE_KEY = 'cart';

/** 'simple' without options, else the sorted row ids joined by '-'. */
export function optionKeyOf(options: Record<string, SelectedOption>): string {
  const ids = variantIdsOf(options);
  return ids.length ? ids.join('-') : SIMPLE_OPTION_KEY;
}

/** The cart line id of a product with the given options. */
export function itemIdOf(productId: number, options: Record<string, SelectedOption>): string {
  return `${productId}:${optionKeyOf(options)}`;
}

/** Completes a new line with its derived ids and labels. */
export function toCartItem(item: NewCartItem): CartItem {
  return {
    ...item,
    ItemId: itemIdOf(item.ProductId, item.SelectedOptions),
    OptionKey: optionKeyOf(item.SelectedOptions),
    OptionLabel: Object.values(item.SelectedOptions)
      .map((o) => o.Label)
      .join(', '),
  };
}

/** Clamps a wanted quantity into 1..max (the caller removes the line below 1). */
export function clampQty(qty: number, max: number): number {
  return Math.max(1, Math.min(Math.floor(qty), Math.max(1, max)));
}

const isInt = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;
const isStr = (v: unknown): v is string => typeof v === 'string';

function isSelectedOptions(v: unknown): v is Record<string, SelectedOption> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  return Object.values(v).every(
    (o) =>
      o &&
      typeof o === 'object' &&
      isInt((o as SelectedOption).RowId, 1) &&
      isStr((o as SelectedOption).Label),
  );
}

/** True when a stored value is a well-formed cart line whose ids match its contents. */
export function isCartItem(v: unknown): v is CartItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Partial<CartItem>;
  return (
    isInt(i.ProductId, 1) &&
    isStr(i.ProductName) &&
    isInt(i.ProductPrice, 0) &&
    isInt(i.Qty, 1) &&
    isInt(i.Mrp, 0) &&
    isStr(i.Slug) &&
    isStr(i.UnitLabel) &&
    isStr(i.OptionLabel) &&
    (i.ImageId === null || isStr(i.ImageId)) &&
    isSelectedOptions(i.SelectedOptions) &&
    i.OptionKey === optionKeyOf(i.SelectedOptions) &&
    i.ItemId === itemIdOf(i.ProductId, i.SelectedOptions)
  );
}

/** The stored cart, or null when it is not a list of well-formed, distinct lines. */
export function parseStoredCart(v: unknown): CartItem[] | null {
  if (!Array.isArray(v) || !v.every(isCartItem)) return null;
  const ids = new Set(v.map((i) => i.ItemId));
  return ids.size === v.length ? v : null;
}
