import type { AdminOrderDetails, AdminOrderLine, AdminOrderRow } from '@kirana/shared';

// A role without orders:money (a packer) gets orders with every amount left out, on the
// server: the console hides nothing it was sent, because it is sent nothing to hide.

export function hideRowMoney(row: AdminOrderRow): AdminOrderRow {
  const { AmountPayable: _amount, ...rest } = row;
  return rest;
}

function hideLineMoney(line: AdminOrderLine): AdminOrderLine {
  const {
    UnitPrice: _price,
    UnitMrp: _mrp,
    LineTotal: _total,
    Discount: _discount,
    NetAmount: _net,
    ...rest
  } = line;
  return rest;
}

export function hideDetailsMoney(d: AdminOrderDetails): AdminOrderDetails {
  const {
    AmountPayable: _amount,
    Bill: _bill,
    Payment: _payment,
    StrayPayments: _stray,
    Refunds: _refunds,
    EditCreditNotes: _editNotes,
    CodCollection: _cod,
    ...rest
  } = d;
  return { ...rest, Lines: d.Lines.map(hideLineMoney), MoneyHidden: true };
}
