import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { ShelfCreateBody, ShelfUpdateBody, type AdminShelf, type HomeShelf } from '@kirana/shared';
import {
  Button,
  Dialog,
  FormError,
  FormField,
  FormTextField,
  inputClass,
  messagesOf,
  TextField,
  useRequestForm,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import { CategoryField } from '../categories/category-select';
import styles from '../catalogue.module.css';

/** A shelf's fields as chosen. */
interface ShelfFormState {
  Title: string;
  Kind: HomeShelf['Kind'];
  CategoryId: number | null;
  ProductIds: number[];
}

/** The body the server is sent: the products or the category, as the kind says. */
const bodyOf = ({ Title, Kind, CategoryId, ProductIds }: ShelfFormState) =>
  Kind === 'products' ? { Title, Kind, ProductIds } : { Title, Kind, CategoryId };

/** Adds or edits a shelf: its title, and either chosen products or a category. */
export function ShelfForm({ shelf, onClose }: { shelf?: AdminShelf; onClose: () => void }) {
  const t = useT();
  const [create, creating] = catalogueApi.useCreateShelfMutation();
  const [update, updating] = catalogueApi.useUpdateShelfMutation();
  const state = shelf ? updating : creating;
  const { form, submit } = useRequestForm({
    values: {
      Title: shelf?.Title ?? '',
      Kind: shelf?.Kind ?? 'products',
      CategoryId: shelf?.CategoryId ?? null,
      ProductIds: shelf?.ProductIds ?? [],
    },
    schema: shelf ? ShelfUpdateBody : ShelfCreateBody,
    bodyOf,
    send: (body) => (shelf ? update({ id: shelf.ShelfId, body }) : create(body)),
    onSaved: onClose,
  });
  const { control, formState, watch } = form;
  const picker = useProductPicker(shelf?.Products ?? []);

  return (
    <Dialog
      open
      title={shelf ? t('catalogue.shelves.edit') : t('catalogue.shelves.add')}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {t('catalogue.save')}
        </Button>
      }
    >
      <FormTextField control={control} name="Title" label={t('catalogue.field.title')} />
      <FormField control={control} name="Kind" label={t('catalogue.shelves.shows')}>
        {(p, field) => (
          <select {...p} {...field} className={inputClass}>
            <option value="products">{t('catalogue.shelves.kind-products')}</option>
            <option value="category">{t('catalogue.shelves.kind-category')}</option>
          </select>
        )}
      </FormField>
      {watch('Kind') === 'category' ? (
        <CategoryField
          control={control}
          name="CategoryId"
          label={t('catalogue.category')}
          emptyLabel={t('catalogue.choose-category')}
        />
      ) : (
        <ShelfProducts control={control} picker={picker} />
      )}
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}

/**
 * The names of the shelf's products (the saved ones' come with the shelf, those added now from
 * the search) and the search, kept while the owner switches the shelf's kind back and forth.
 */
function useProductPicker(saved: AdminShelf['Products']) {
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(saved.map((p) => [p.Id, p.Name])),
  );
  const [search, setSearch] = useState('');
  return { names, setNames, search, setSearch };
}

/** The shelf's products in order, each removable, and a search to add more. */
function ShelfProducts({
  control,
  picker: { names, setNames, search, setSearch },
}: {
  control: Control<ShelfFormState>;
  picker: ReturnType<typeof useProductPicker>;
}) {
  const t = useT();
  const { field, fieldState } = useController({ control, name: 'ProductIds' });
  const ids = field.value;
  const found = catalogueApi.useProductsQuery(
    { search: search.trim(), pageNo: 1, pageSize: 8 },
    { skip: search.trim().length < 2 },
  );
  return (
    <>
      <ol aria-label={t('catalogue.shelves.chosen')}>
        {ids.map((id) => (
          <li key={id} className={styles.quick}>
            {names[id] ?? t('catalogue.shelves.product-n', { id })}
            <Button
              size="s"
              variant="ghost"
              onClick={() => field.onChange(ids.filter((x) => x !== id))}
            >
              {t('catalogue.remove')}
            </Button>
          </li>
        ))}
      </ol>
      {fieldState.error && <p className={styles.error}>{fieldState.error.message}</p>}
      <TextField
        label={t('catalogue.shelves.find')}
        hint={t('catalogue.shelves.find-hint')}
        type="search"
        value={search}
        onChange={setSearch}
      />
      <ul aria-label={t('catalogue.shelves.matching')}>
        {(found.data?.Products ?? [])
          .filter((p) => !ids.includes(p.Id))
          .map((p) => (
            <li key={p.Id} className={styles.quick}>
              {p.Name}
              <Button
                size="s"
                variant="secondary"
                onClick={() => {
                  setNames({ ...names, [p.Id]: p.Name });
                  field.onChange([...ids, p.Id]);
                }}
              >
                {t('catalogue.add')}
              </Button>
            </li>
          ))}
      </ul>
    </>
  );
}
