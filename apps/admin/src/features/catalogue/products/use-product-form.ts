import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProductCreateBody, ProductUpdateBody, type AdminProduct } from '@kirana/shared';
import { priceAndMrp, useRequestForm } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import {
  bodyOf,
  checkProduct,
  emptyProduct,
  formOf,
  type ProductFormState,
} from './product-form-state';

/**
 * The product editor's form, checked by the API's own schema (add or change) and saved to the
 * server. A new product opens its page once added; a changed one says it is saved until the
 * next change.
 */
export function useProductForm(product?: AdminProduct) {
  const t = useT();
  const navigate = useNavigate();
  const hasVariants = product?.HasVariants ?? false;
  const [saved, setSaved] = useState(false);
  const [create, creating] = catalogueApi.useCreateProductMutation();
  const [update, updating] = catalogueApi.useUpdateProductMutation();
  const { form, submit } = useRequestForm({
    values: product ? formOf(product) : emptyProduct,
    schema: product ? ProductUpdateBody : ProductCreateBody,
    bodyOf: (f: ProductFormState) => bodyOf(f, hasVariants),
    check: (f) => checkProduct(f, t),
    rupees: priceAndMrp,
    send: (body) => (product ? update({ id: product.Id, body }) : create(body)),
    onSaved: (answer: { Id: number }) =>
      product ? setSaved(true) : navigate(`/catalogue/products/${answer.Id}`, { replace: true }),
  });
  useUnsavedOnChange(form, setSaved);
  useFiguresInStep(product, form);
  return { form, hasVariants, state: product ? updating : creating, saved, submit };
}

/** "Saved" goes when the owner changes a field (not when the figures follow the rows). */
function useUnsavedOnChange(
  form: UseFormReturn<ProductFormState>,
  setSaved: (saved: boolean) => void,
) {
  useEffect(() => {
    const sub = form.watch((_, { type }) => {
      if (type === 'change') setSaved(false);
    });
    return () => sub.unsubscribe();
  }, [form, setSaved]);
}

/**
 * The price, MRP and stock of a product with options follow its rows: keep them in step when
 * the product comes back after a row changed.
 */
function useFiguresInStep(
  product: AdminProduct | undefined,
  form: UseFormReturn<ProductFormState>,
) {
  const { setValue } = form;
  useEffect(() => {
    if (!product?.HasVariants) return;
    const figures = formOf(product);
    for (const name of ['Price', 'Mrp', 'Stock'] as const) setValue(name, figures[name]);
  }, [product, setValue]);
}
