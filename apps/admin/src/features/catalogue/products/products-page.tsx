import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProductRow } from '@kirana/shared';
import {
  Badge,
  blocks,
  buttonClassName,
  DataTable,
  EmptyState,
  Field,
  inputClass,
  Money,
  PageHeader,
  Pagination,
  QueryState,
  type Column,
} from '../../../components';
import { catalogueApi, thumbUrl } from '../api';
import { CatalogueTabs } from '../catalogue-tabs';
import { CategorySelect } from '../categories/category-select';
import styles from '../catalogue.module.css';
import { QuickEdit } from './quick-edit';

const PAGE_SIZE = 20;

/** Products: search, filter by category, active and low stock, page through; quick price and stock. */
export default function ProductsPage() {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [lowStock, setLowStock] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<AdminProductRow | null>(null);
  const query = catalogueApi.useProductsQuery({
    search: search.trim() || undefined,
    categoryId: categoryId ?? undefined,
    active: active || undefined,
    lowStock: lowStock ? 'true' : undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };

  const columns: Column<AdminProductRow>[] = [
    {
      key: 'image',
      header: 'Image',
      render: (p) =>
        p.ImageId ? (
          <img className={styles.thumb} src={thumbUrl(p.ImageId)} alt="" loading="lazy" />
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
    {
      key: 'name',
      header: 'Product',
      render: (p) => (
        <div>
          <Link to={`/catalogue/products/${p.Id}`}>
            <strong>{p.Name}</strong>
          </Link>
          <div className={styles.muted}>
            {p.Brand} · {p.CategoryName}
          </div>
        </div>
      ),
    },
    { key: 'price', header: 'Price', align: 'end', render: (p) => <Money paise={p.Price} /> },
    { key: 'mrp', header: 'MRP', align: 'end', render: (p) => <Money paise={p.Mrp} /> },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      render: (p) => (
        <span>
          {p.Stock.toLocaleString('en-IN')} {p.LowStock && <Badge tone="warn">Low</Badge>}
        </span>
      ),
    },
    {
      key: 'state',
      header: 'Status',
      render: (p) => (
        <span className={styles.rowActions}>
          <Badge tone={p.IsActive ? 'good' : 'neutral'}>{p.IsActive ? 'Active' : 'Hidden'}</Badge>
          {p.IsDeal && <Badge tone="info">Deal</Badge>}
          {p.HasVariants && <Badge tone="neutral">Options</Badge>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Change',
      render: (p) =>
        p.HasVariants ? (
          <Link
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            to={`/catalogue/products/${p.Id}`}
          >
            Edit options
          </Link>
        ) : (
          <button
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            onClick={() => setEditing(p)}
          >
            Price & stock
          </button>
        ),
    },
  ];

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
      <div className={blocks.toolbar} role="search">
        <Field label="Search">
          {(p) => (
            <input
              {...p}
              type="search"
              className={inputClass}
              placeholder="Name, brand, slug or id"
              value={search}
              onChange={(e) => filter(setSearch)(e.target.value)}
            />
          )}
        </Field>
        <Field label="Category">
          {(p) => (
            <CategorySelect
              {...p}
              value={categoryId}
              emptyLabel="All categories"
              onChange={filter(setCategoryId)}
            />
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={active}
              onChange={(e) => filter(setActive)(e.target.value as '' | 'true' | 'false')}
            >
              <option value="">Active and hidden</option>
              <option value="true">Active</option>
              <option value="false">Hidden</option>
            </select>
          )}
        </Field>
        <label className={styles.checks}>
          <input
            type="checkbox"
            checked={lowStock}
            onChange={(e) => filter(setLowStock)(e.target.checked)}
          />
          Low stock only
        </label>
      </div>
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
              columns={columns}
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
