import { ProductUpdateBody, type AdminProductRow } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import {
  Button,
  Dialog,
  FormError,
  formErrors,
  FormTextField,
  priceAndMrp,
  priceText,
  requiredPaiseOf,
  useRequestForm,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';

/** The three figures as typed. */
interface FiguresForm {
  Price: string;
  Mrp: string;
  Stock: string;
  /** why the stock changes (kept in the stock history); asked when it does */
  StockReason: string;
}

const bodyOf = (f: FiguresForm) => ({
  Price: requiredPaiseOf(f.Price),
  Mrp: requiredPaiseOf(f.Mrp),
  Stock: /^\d+$/.test(f.Stock) ? Number(f.Stock) : Number.NaN,
  StockReason: f.StockReason.trim() || undefined,
});

/** What the console tells by itself, in its own words, before the request schema. */
function figuresErrors(f: FiguresForm, t: Translate, stockNow: number): Record<string, string> {
  const { Price, Mrp, Stock, StockReason } = bodyOf(f);
  const bad: Record<string, string> = {};
  if (!(Price > 0)) bad.Price = t('catalogue.quick.bad-price');
  if (!(Mrp > 0)) bad.Mrp = t('catalogue.quick.bad-mrp');
  else if (Price > Mrp) bad.Mrp = t('catalogue.quick.mrp-below');
  if (Number.isNaN(Stock)) bad.Stock = t('catalogue.quick.bad-stock');
  else if (Stock !== stockNow && !StockReason) bad.StockReason = t('catalogue.stock.reason-needed');
  return bad;
}

/** Price, MRP and stock of a product without options, changed in place from the list. */
export function QuickEdit({ product, onClose }: { product: AdminProductRow; onClose: () => void }) {
  const t = useT();
  const [update, state] = catalogueApi.useUpdateProductMutation();
  const { form, submit } = useRequestForm({
    values: {
      Price: priceText(product.Price),
      Mrp: priceText(product.Mrp),
      Stock: String(product.Stock),
      StockReason: '',
    },
    schema: ProductUpdateBody,
    bodyOf,
    check: (f) => figuresErrors(f, t, product.Stock),
    rupees: priceAndMrp,
    send: (body) => update({ id: product.Id, body }),
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <Dialog
      open
      title={t('catalogue.quick.title', { name: product.Name })}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {t('catalogue.save')}
        </Button>
      }
    >
      <FormTextField
        control={control}
        name="Price"
        label={t('catalogue.field.price-gst')}
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name="Mrp"
        label={t('catalogue.field.mrp')}
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name="Stock"
        label={t('catalogue.field.stock')}
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="StockReason"
        label={t('catalogue.stock.reason')}
        hint={t('catalogue.stock.reason-hint')}
      />

      <FormError error={state.error} fields={formErrors(state.error)} />
    </Dialog>
  );
}
