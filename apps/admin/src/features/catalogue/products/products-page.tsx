import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProductRow } from '@kirana/shared';
import {
  buttonClassName,
  DataTable,
  EmptyState,
  PageHeader,
  Pagination,
  QueryState,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { CatalogueTabs } from '../catalogue-tabs';
import { productColumns } from './product-columns';
import { ProductFiltersBar } from './product-filters';
import { QuickEdit } from './quick-edit';
import { useProductFilters } from './use-product-filters';

/** Products: search, filter by category, active and low stock, page through; quick price and stock. */
export default function ProductsPage() {
  const t = useT();
  const { values, set, setPageNo, args } = useProductFilters();
  const [editing, setEditing] = useState<AdminProductRow | null>(null);
  const query = catalogueApi.useProductsQuery(args);
  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        sub={t('catalogue.products.sub')}
        actions={
          <Link className={buttonClassName()} to="/catalogue/products/new">
            {t('catalogue.products.add')}
          </Link>
        }
      />
      <CatalogueTabs />
      <ProductFiltersBar values={values} set={set} />
      <QueryState
        query={query}
        isEmpty={(d) => d.Products.length === 0}
        empty={
          <EmptyState
            title={t('catalogue.products.empty')}
            text={t('catalogue.products.empty-text')}
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption={t('catalogue.tabs.products')}
              columns={productColumns(setEditing, t)}
              className={styles.productRows}
              rows={d.Products}
              rowKey={(p) => p.Id}
            />
            <Pagination
              pageNo={d.PageNo}
              pageSize={d.PageSize}
              total={d.TotalCount}
              onPage={setPageNo}
            />
          </>
        )}
      </QueryState>
      {editing && <QuickEdit product={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
