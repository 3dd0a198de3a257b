import { useState } from 'react';
import type { AdminProductRow } from '@kirana/shared';
import { Button, Dialog, FormError, TextField } from '../../../components';
import { catalogueApi, formErrors, paiseToRupees, rupeesToPaise } from '../api';

/** Price, MRP and stock of a product without options, changed in place from the list. */
export function QuickEdit({ product, onClose }: { product: AdminProductRow; onClose: () => void }) {
  const [price, setPrice] = useState(paiseToRupees(product.Price));
  const [mrp, setMrp] = useState(paiseToRupees(product.Mrp));
  const [stock, setStock] = useState(String(product.Stock));
  const [update, state] = catalogueApi.useUpdateProductMutation();
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = { ...formErrors(state.error), ...local };

  const save = async () => {
    const Price = rupeesToPaise(price);
    const Mrp = rupeesToPaise(mrp);
    const Stock = /^\d+$/.test(stock) ? Number(stock) : Number.NaN;
    const bad: Record<string, string> = {};
    if (!(Price > 0)) bad.Price = 'Enter a price in rupees, e.g. 99.50';
    if (!(Mrp > 0)) bad.Mrp = 'Enter the MRP in rupees';
    else if (Price > Mrp) bad.Mrp = 'MRP cannot be below the price';
    if (Number.isNaN(Stock)) bad.Stock = 'Enter a whole number';
    setLocal(bad);
    if (Object.keys(bad).length) return;
    const res = await update({ id: product.Id, body: { Price, Mrp, Stock } });
    if ('data' in res) onClose();
  };

  return (
    <Dialog
      open
      title={`Price and stock: ${product.Name}`}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={save}>
          Save
        </Button>
      }
    >
      <TextField
        label="Price (₹, GST included)"
        error={errors.Price}
        inputMode="decimal"
        value={price}
        onChange={setPrice}
      />
      <TextField
        label="MRP (₹)"
        error={errors.Mrp}
        inputMode="decimal"
        value={mrp}
        onChange={setMrp}
      />
      <TextField
        label="Stock"
        error={errors.Stock}
        inputMode="numeric"
        value={stock}
        onChange={setStock}
      />
      <FormError error={state.error} fields={formErrors(state.error)} />
    </Dialog>
  );
}
