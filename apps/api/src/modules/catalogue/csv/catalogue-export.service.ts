import { sql } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS, paiseToRupees } from '@kirana/shared';
import { queryRows, type Db } from '../../../db/client';
import { csvCell, csvLine, UTF8_BOM } from '../../../lib/csv-format';

/** One sellable row as the export reads it. */
interface ExportRow {
  product_id: number;
  variant_id: number | null;
  sku: string;
  barcode: string | null;
  name: string;
  brand: string;
  category: string;
  option: string;
  price: number;
  mrp: number;
  gst_rate: number;
  hsn: string;
  stock: number;
  active: boolean;
  name_hi: string | null;
  pack_hi: string | null;
  description_hi: string | null;
  low_stock_level: number | null;
}

/** Products read per query: a page of rows in memory at a time, whatever the catalogue's size. */
export const EXPORT_PAGE_PRODUCTS = 500;

/** The last product id of the page after `afterId`; null when no product is left. */
async function pageEnd(db: Db, afterId: number, size: number): Promise<number | null> {
  const [last] = await queryRows<{ id: number }>(
    db,
    sql`SELECT max(id) AS id FROM (SELECT id FROM products WHERE id > ${afterId}
        ORDER BY id LIMIT ${size}) page`,
  );
  return last?.id ?? null;
}

/**
 * The sellable rows of the products with ids in (afterId, lastId]: a simple product as one row (no
 * variant), a product with options as one row per option row.
 */
function exportPage(db: Db, afterId: number, lastId: number): Promise<ExportRow[]> {
  return queryRows<ExportRow>(
    db,
    sql`
    SELECT p.id AS product_id, v.id AS variant_id, coalesce(v.sku, p.sku) AS sku,
           CASE WHEN v.id IS NULL THEN p.barcode ELSE v.barcode END AS barcode, p.name, p.brand,
           c.slug AS category, coalesce(v.label, '') AS option,
           coalesce(v.price_paise, p.price_paise) AS price, coalesce(v.mrp_paise, p.mrp_paise) AS mrp,
           p.gst_rate, p.hsn_code AS hsn, coalesce(v.stock, p.stock) AS stock,
           coalesce(v.is_active, p.is_active) AS active, p.name_hi, p.unit_label_hi AS pack_hi,
           p.description_hi, p.low_stock_level
    FROM products p
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN product_variants v ON p.has_variants AND v.product_id = p.id
      AND v.archived_at IS NULL
    WHERE p.id > ${afterId} AND p.id <= ${lastId} AND (NOT p.has_variants OR v.id IS NOT NULL)
      AND p.archived_at IS NULL
    ORDER BY p.id, v.position, v.id`,
  );
}

function rowLine(r: ExportRow): string {
  const text = (s: string) => csvCell(s, { text: true });
  return csvLine([
    csvCell(r.product_id),
    r.variant_id === null ? '' : csvCell(r.variant_id),
    text(r.sku),
    r.barcode ?? '',
    text(r.name),
    text(r.brand),
    text(r.category),
    text(r.option),
    paiseToRupees(Number(r.price)),
    paiseToRupees(Number(r.mrp)),
    csvCell(Number(r.gst_rate)),
    text(r.hsn),
    csvCell(Number(r.stock)),
    // the stock as exported: the import applies Stock minus this to the stock of the day
    csvCell(Number(r.stock)),
    // the product's own level, on each of its lines; empty: it follows the store's
    r.low_stock_level === null ? '' : csvCell(Number(r.low_stock_level)),
    r.active ? 'yes' : 'no',
    text(r.name_hi ?? ''),
    text(r.pack_hi ?? ''),
    text(r.description_hi ?? ''),
  ]);
}

/**
 * The catalogue as CSV, a page of products at a time (keyset by id, so 100,000 products never
 * sit in memory together): the BOM and the header, then one line per sellable row.
 */
export async function* exportCatalogueCsv(
  db: Db,
  pageSize = EXPORT_PAGE_PRODUCTS,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...CATALOGUE_CSV_COLUMNS]);
  for (let afterId = 0; ;) {
    const lastId = await pageEnd(db, afterId, pageSize);
    if (lastId === null) return;
    const rows = await exportPage(db, afterId, lastId);
    if (rows.length) yield rows.map(rowLine).join('');
    afterId = Number(lastId);
  }
}
