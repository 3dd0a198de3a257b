import { formatDate, formatWeekdayDayMonth } from '@kirana/shared/common/india-dates';
import { formatInr, ORDER_STATUS_LABELS, type OrderAddress } from '@kirana/shared';
import { restAfterWallet } from '../order-money';
import type { OrderLineRow, OrderRow } from '../order-mapping';

// The packing slip: a printable page a packer puts in the parcel. What to pack and where it
// goes; never a price (a packer has no orders:money, and a gift's receiver sees no bill), only
// the one amount the door needs: the cash (or UPI) to collect on a cash-on-delivery order.

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const addressLines = (a: OrderAddress) =>
  [
    a.Name,
    a.House,
    a.Street,
    a.Landmark,
    `${a.City}, ${a.State} ${a.Pincode}`,
    `Mobile ${a.Mobile}`,
  ]
    .filter((s): s is string => Boolean(s))
    .map(esc)
    .join('<br>');

const STYLE = `
  body { font: 14px/1.4 system-ui, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .meta { color: #444; margin-bottom: 16px; }
  .cols { display: flex; gap: 32px; flex-wrap: wrap; margin-bottom: 16px; }
  .cols section { flex: 1 1 240px; }
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #555; margin: 0 0 4px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #ccc; vertical-align: top; }
  td.qty, th.qty { text-align: right; width: 4em; }
  td.tick, th.tick { width: 2em; }
  .box { display: inline-block; width: 14px; height: 14px; border: 1px solid #333; }
  .total { font-weight: 600; }
  .paid { font-weight: 600; }
  .cod { font-weight: 700; border: 2px solid #111; padding: 4px 8px; display: inline-block; }
  @media print { body { margin: 0; } }`;

/** The delivery slot, when the order has one: "Slot: Mon, 30 Nov, 07:00–09:00". */
const slotLine = (o: OrderRow) =>
  o.slotDate
    ? `<br><strong>Slot: ${esc(formatWeekdayDayMonth(o.slotDate))}, ${esc(o.slotStarts ?? '')}–${esc(o.slotEnds ?? '')}</strong>`
    : '';

/** The packing slip of one order as a full HTML page. */
export function packingSlipHtml(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  storeName: string,
): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td class="tick"><span class="box"></span></td><td>${esc(l.name)}${
          l.variantLabel ? ` <small>(${esc(l.variantLabel)})</small>` : ''
        }</td><td>${esc(l.hsn)}</td><td class="qty">${l.qty}</td></tr>`,
    )
    .join('');
  const units = lines.reduce((n, l) => n + l.qty, 0);
  const payment =
    order.paymentMethod === 'cod'
      ? `<span class="cod">Collect ${esc(formatInr(restAfterWallet(order)))} in cash or UPI</span>`
      : '<span class="paid">Paid — collect nothing</span>';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Packing slip ${esc(order.number)}</title>
<style>${STYLE}</style></head>
<body>
<h1>${esc(storeName)}: packing slip</h1>
<div class="meta">Order <strong>${esc(order.number)}</strong> · placed ${esc(formatDate(order.createdAt))} · ${esc(
    ORDER_STATUS_LABELS[order.status],
  )}${order.isTestOrder ? ' · <strong>TEST ORDER: do not ship</strong>' : ''}</div>
<div class="cols">
<section><h2>Deliver to</h2>${addressLines(order.address)}</section>
<section><h2>Delivery</h2>${esc(order.deliveryMethodName)}${slotLine(order)}<br>${payment}${
    order.carrier ? `<br>${esc(order.carrier)} · ${esc(order.trackingNumber ?? '')}` : ''
  }</section>
</div>
<table><thead><tr><th class="tick"></th><th>Item</th><th>HSN</th><th class="qty">Qty</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="total"><td></td><td colspan="2">${lines.length} line${lines.length === 1 ? '' : 's'}</td><td class="qty">${units}</td></tr></tfoot>
</table>
</body></html>`;
}
