import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProductCreateBody, ProductUpdateBody, type AdminProduct } from '@kirana/shared';
import { requestResolver, setServerErrors } from '../../../components';
import { catalogueApi } from '../api';
import { bodyOf, emptyProduct, formOf, type ProductFormState } from './product-form-state';

/**
 * The product editor's form: its typed fields, checked by the API's own schema (add or change),
 * saved to the server, whose refusals are shown on the fields it names. A new product opens its
 * page once added; a changed one says it is saved until the next change.
 */
export function useProductForm(product?: AdminProduct) {
  const navigate = useNavigate();
  const isNew = product === undefined;
  const hasVariants = product?.HasVariants ?? false;
  const resolver = useMemo(
    () =>
      requestResolver<ProductFormState>(isNew ? ProductCreateBody : ProductUpdateBody, (f) =>
        bodyOf(f, hasVariants),
      ),
    [isNew, hasVariants],
  );
  const form = useForm<ProductFormState>({
    defaultValues: product ? formOf(product) : emptyProduct,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const saved = useSavedUntilChanged(form);
  useFiguresInStep(product, form);
  const [create, creating] = catalogueApi.useCreateProductMutation();
  const [update, updating] = catalogueApi.useUpdateProductMutation();

  const save = async (values: ProductFormState) => {
    const body = bodyOf(values, hasVariants);
    const res = product ? await update({ id: product.Id, body }) : await create(body);
    if (res.error) setServerErrors(res.error, form.setError);
    else if (product) saved.set(true);
    else navigate(`/catalogue/products/${res.data.Id}`, { replace: true });
  };
  return {
    form,
    hasVariants,
    state: product ? updating : creating,
    saved: saved.value,
    submit: form.handleSubmit(save),
  };
}

/** "Saved" stays true until the owner changes a field (not when the figures follow the rows). */
function useSavedUntilChanged(form: UseFormReturn<ProductFormState>) {
  const [value, set] = useState(false);
  useEffect(() => {
    const sub = form.watch((_, { type }) => {
      if (type === 'change') set(false);
    });
    return () => sub.unsubscribe();
  }, [form]);
  return { value, set };
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
