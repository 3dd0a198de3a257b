import { ProductUpdateBody, type AdminProductRow } from '@kirana/shared';
import {
  Button,
  Dialog,
  FormError,
  formErrors,
  FormTextField,
  priceText,
  requiredPaiseOf,
  useRequestForm,
} from '../../../components';
import { catalogueApi } from '../api';

/** The three figures as typed. */
interface FiguresForm {
  Price: string;
  Mrp: string;
  Stock: string;
}

const bodyOf = (f: FiguresForm) => ({
  Price: requiredPaiseOf(f.Price),
  Mrp: requiredPaiseOf(f.Mrp),
  Stock: /^\d+$/.test(f.Stock) ? Number(f.Stock) : Number.NaN,
});

/** What the console tells by itself, in its own words, before the request schema. */
function figuresErrors(f: FiguresForm): Record<string, string> {
  const { Price, Mrp, Stock } = bodyOf(f);
  const bad: Record<string, string> = {};
  if (!(Price > 0)) bad.Price = 'Enter a price in rupees, e.g. 99.50';
  if (!(Mrp > 0)) bad.Mrp = 'Enter the MRP in rupees';
  else if (Price > Mrp) bad.Mrp = 'MRP cannot be below the price';
  if (Number.isNaN(Stock)) bad.Stock = 'Enter a whole number';
  return bad;
}

/** Price, MRP and stock of a product without options, changed in place from the list. */
export function QuickEdit({ product, onClose }: { product: AdminProductRow; onClose: () => void }) {
  const [update, state] = catalogueApi.useUpdateProductMutation();
  const { form, submit } = useRequestForm({
    values: {
      Price: priceText(product.Price),
      Mrp: priceText(product.Mrp),
      Stock: String(product.Stock),
    },
    schema: ProductUpdateBody,
    bodyOf,
    check: figuresErrors,
    send: (body) => update({ id: product.Id, body }),
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <Dialog
      open
      title={`Price and stock: ${product.Name}`}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          Save
        </Button>
      }
    >
      <FormTextField
        control={control}
        name="Price"
        label="Price (₹, GST included)"
        inputMode="decimal"
      />
      <FormTextField control={control} name="Mrp" label="MRP (₹)" inputMode="decimal" />
      <FormTextField control={control} name="Stock" label="Stock" inputMode="numeric" />
      <FormError error={state.error} fields={formErrors(state.error)} />
    </Dialog>
  );
}
