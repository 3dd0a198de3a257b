import { useState } from 'react';
import type { AdminShelf, HomeShelf } from '@kirana/shared';
import { Button, Dialog, Field, FormError, inputClass, TextField } from '../../../components';
import { catalogueApi, formErrors } from '../api';
import { CategorySelect } from '../categories/category-select';
import styles from '../catalogue.module.css';

type Kind = HomeShelf['Kind'];

/** Adds or edits a shelf: its title, and either chosen products or a category. */
export function ShelfForm({ shelf, onClose }: { shelf?: AdminShelf; onClose: () => void }) {
  const [title, setTitle] = useState(shelf?.Title ?? '');
  const [kind, setKind] = useState<Kind>(shelf?.Kind ?? 'products');
  const [categoryId, setCategoryId] = useState<number | null>(shelf?.CategoryId ?? null);
  const [productIds, setProductIds] = useState<number[]>(shelf?.ProductIds ?? []);
  // the saved products' names come with the shelf; those added now, from the search
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries((shelf?.Products ?? []).map((p) => [p.Id, p.Name])),
  );
  const [search, setSearch] = useState('');
  const found = catalogueApi.useProductsQuery(
    { search: search.trim(), pageNo: 1, pageSize: 8 },
    { skip: search.trim().length < 2 },
  );
  const [create, creating] = catalogueApi.useCreateShelfMutation();
  const [update, updating] = catalogueApi.useUpdateShelfMutation();
  const state = shelf ? updating : creating;
  const errors = formErrors(state.error);

  const save = async () => {
    const body =
      kind === 'products'
        ? { Title: title, Kind: kind, ProductIds: productIds }
        : { Title: title, Kind: kind, CategoryId: categoryId };
    const res = shelf ? await update({ id: shelf.ShelfId, body }) : await create(body);
    if ('data' in res) onClose();
  };

  return (
    <Dialog
      open
      title={shelf ? 'Edit the shelf' : 'Add a shelf'}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={save}>
          Save
        </Button>
      }
    >
      <TextField label="Title" error={errors.Title} value={title} onChange={setTitle} />
      <Field label="Shows" error={errors.Kind}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            <option value="products">Products I choose</option>
            <option value="category">A category's best sellers</option>
          </select>
        )}
      </Field>
      {kind === 'category' ? (
        <Field label="Category" error={errors.CategoryId}>
          {(p) => (
            <CategorySelect
              {...p}
              value={categoryId}
              emptyLabel="Choose a category"
              onChange={setCategoryId}
            />
          )}
        </Field>
      ) : (
        <>
          <ol aria-label="Chosen products">
            {productIds.map((id) => (
              <li key={id} className={styles.quick}>
                {names[id] ?? `Product #${id}`}
                <Button
                  size="s"
                  variant="ghost"
                  onClick={() => setProductIds(productIds.filter((x) => x !== id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          {errors.ProductIds && <p className={styles.error}>{errors.ProductIds}</p>}
          <TextField
            label="Find a product to add"
            hint="Only products in stock show on the shelf"
            type="search"
            value={search}
            onChange={setSearch}
          />
          <ul aria-label="Matching products">
            {(found.data?.Products ?? [])
              .filter((p) => !productIds.includes(p.Id))
              .map((p) => (
                <li key={p.Id} className={styles.quick}>
                  {p.Name}
                  <Button
                    size="s"
                    variant="secondary"
                    onClick={() => {
                      setNames({ ...names, [p.Id]: p.Name });
                      setProductIds([...productIds, p.Id]);
                    }}
                  >
                    Add
                  </Button>
                </li>
              ))}
          </ul>
        </>
      )}
      <FormError error={state.error} fields={errors} />
    </Dialog>
  );
}
