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
import { catalogueApi } from '../api';
import { CatalogueTabs } from '../catalogue-tabs';
import { productColumns } from './product-columns';
import { ProductFiltersBar } from './product-filters';
import { QuickEdit } from './quick-edit';
import { useProductFilters } from './use-product-filters';

/** Products: search, filter by category, active and low stock, page through; quick price and stock. */
export default function ProductsPage() {
  const { values, set, setPageNo, args } = useProductFilters();
  const [editing, setEditing] = useState<AdminProductRow | null>(null);
  const query = catalogueApi.useProductsQuery(args);
  return (
    <>
      <PageHeader
        title="Catalogue"
        sub="Products, prices and stock as shoppers see them"
        actions={
          <Link className={buttonClassName()} to="/catalogue/products/new">
            Add a product
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
            title="No products match"
            text="Change the search or the filters, or add a product."
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption="Products"
              columns={productColumns(setEditing)}
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
