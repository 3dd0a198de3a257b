import { Link, useParams } from 'react-router';
import type { AdminProduct } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import { Button, PageHeader, QueryState } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import { ProductImages } from '../images/product-images';
import styles from '../catalogue.module.css';
import {
  ProductBasics,
  ProductFacts,
  ProductHindiAndAddress,
  ProductPriceAndStock,
} from './product-form-sections';
import { useProductForm } from './use-product-form';
import { VariantsTable } from './variants-table';
import { ArchiveButton } from './archive-button';
import { StockHistory } from './stock-history';

/** A product: add one (/products/new) or edit one with its option rows and images. */
export default function ProductEditor() {
  const { productId } = useParams();
  const id = productId ? Number(productId) : null;
  const query = catalogueApi.useProductQuery(id ?? 0, { skip: id === null });
  if (id === null) return <ProductForm />;
  return (
    <QueryState query={query}>
      {(product) => <ProductForm key={product.Id} product={product} />}
    </QueryState>
  );
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const t = useT();
  const { form, hasVariants, state, saved, submit } = useProductForm(product);
  const { control, register, formState, watch } = form;
  const fieldsAtFault = Object.keys(formState.errors).length > 0;
  return (
    <>
      <ProductHeader product={product} shown={watch('IsActive')} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ProductBasics control={control} />
        <ProductPriceAndStock
          control={control}
          register={register}
          hasVariants={hasVariants}
          storeLevel={product?.StoreLowStockLevel}
        />
        <ProductHindiAndAddress control={control} />
        <ProductFacts control={control} />
        <div className={styles.formActions}>
          {saved && <span role="status">{t('catalogue.editor.saved')}</span>}
          {(state.isError || fieldsAtFault) && (
            <span role="alert" className={styles.error}>
              {fieldsAtFault ? t('catalogue.editor.check-fields') : errorMessage(state.error)}
            </span>
          )}
          <Button type="submit" busy={state.isLoading}>
            {product ? t('catalogue.editor.save-changes') : t('catalogue.editor.add')}
          </Button>
        </div>
      </form>
      {product && (
        <>
          <VariantsTable product={product} />
          <StockHistory product={product} />
          <ProductImages product={product} />
        </>
      )}
    </>
  );
}

/** The product's name (or "Add a product"), the way back, and its page in the shop while shown. */
function ProductHeader({ product, shown }: { product?: AdminProduct; shown: boolean }) {
  const t = useT();
  return (
    <PageHeader
      title={product ? product.Name : t('catalogue.products.add')}
      actions={
        product && (
          <ArchiveButton
            kind="products"
            id={product.Id}
            archived={product.Archived}
            name={product.Name}
          />
        )
      }
      sub={
        <>
          <Link to="/catalogue">{t('catalogue.editor.all-products')}</Link>
          {product?.Archived && (
            <>
              {' · '}
              {t('catalogue.archive.note')}
            </>
          )}
          {product && shown && (
            <>
              {' · '}
              <a href={`/product/${product.Slug}`} target="_blank" rel="noreferrer">
                {t('catalogue.editor.see-in-shop')}
              </a>
            </>
          )}
        </>
      }
    />
  );
}
