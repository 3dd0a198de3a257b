import type { CheckoutItem, GstRate, ItemProblem } from '@kirana/shared';
import type { ProductPricing } from '../catalogue';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import type { BillLineInput } from './bill';

/** A cart line the server can sell, with what the order snapshot needs beyond the bill. */
export interface SellableLine extends BillLineInput {
  slug: string;
  imageId: string | null;
  stock: number;
}

const problem = (
  it: CheckoutItem,
  code: ItemProblem['Code'],
  message: string,
  availableQty: number,
): ItemProblem => ({
  ProductId: it.ProductId,
  VariantId: it.VariantId,
  Code: code,
  Message: message,
  AvailableQty: availableQty,
});

/**
 * Prices each asked line from the catalogue (never from the request) and says what stops it:
 * an unknown or inactive product or variant, a quantity above the per-product limit, or not
 * enough stock. Lines with a problem are left out of `lines`.
 */
export function resolveLines(
  pricing: Map<number, ProductPricing>,
  items: readonly CheckoutItem[],
  maxQty: number,
  { t }: Reader = readerIn(),
): { lines: SellableLine[]; problems: ItemProblem[] } {
  const lines: SellableLine[] = [];
  const problems: ItemProblem[] = [];
  const seen = new Set<string>();
  for (const it of items) {
    const p = pricing.get(it.ProductId);
    const v = it.VariantId === null ? undefined : p?.variants.get(it.VariantId);
    const sellable =
      p?.isActive && (p.hasVariants ? it.VariantId !== null && v?.isActive : it.VariantId === null);
    if (!p || !sellable) {
      problems.push(
        problem(
          it,
          'UNAVAILABLE',
          p ? t('checkout.problem.unavailable', { name: p.name }) : t('checkout.problem.gone'),
          0,
        ),
      );
      continue;
    }
    const key = `${it.ProductId}:${it.VariantId ?? 'simple'}`;
    const name = p.name;
    const stock = v ? v.stock : p.stock;
    if (seen.has(key)) {
      problems.push(
        problem(it, 'QTY_LIMIT', t('checkout.problem.twice', { name }), Math.min(stock, maxQty)),
      );
      continue;
    }
    seen.add(key);
    if (it.Qty > maxQty) {
      problems.push(
        problem(
          it,
          'QTY_LIMIT',
          t('checkout.problem.max-qty', { max: maxQty, name }),
          Math.min(stock, maxQty),
        ),
      );
      continue;
    }
    if (stock < it.Qty) {
      problems.push(
        stock === 0
          ? problem(it, 'OUT_OF_STOCK', t('checkout.problem.out-of-stock', { name }), 0)
          : problem(
              it,
              'LOW_STOCK',
              t('checkout.problem.low-stock', { count: stock, name }),
              Math.min(stock, maxQty),
            ),
      );
      continue;
    }
    lines.push({
      key,
      productId: p.productId,
      variantId: v ? v.variantId : null,
      name,
      variantLabel: v ? v.label : null,
      unitPrice: v ? v.pricePaise : p.pricePaise,
      unitMrp: v ? v.mrpPaise : p.mrpPaise,
      qty: it.Qty,
      gstRate: p.gstRate as GstRate,
      hsn: p.hsnCode,
      categoryId: p.categoryId,
      slug: p.slug,
      imageId: v?.imageId ?? p.imageId,
      stock,
    });
  }
  return { lines, problems };
}
