import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField, inputClass } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';

/** A select of every category, indented by depth; `emptyLabel` offers "none". */
export function CategorySelect({
  value,
  onChange,
  emptyLabel,
  exclude,
  ...aria
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  emptyLabel?: string;
  /** a category (and those below it) that may not be chosen, e.g. as its own parent */
  exclude?: number;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const t = useT();
  const { data, isLoading } = catalogueApi.useCategoriesQuery();
  const list = data?.Categories ?? [];
  const at = exclude === undefined ? -1 : list.findIndex((c) => c.Id === exclude);
  const below = new Set<number>();
  if (at >= 0) {
    below.add(list[at]!.Id);
    for (let i = at + 1; i < list.length && list[i]!.Depth > list[at]!.Depth; i++)
      below.add(list[i]!.Id);
  }
  return (
    <select
      {...aria}
      className={inputClass}
      disabled={isLoading}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {list
        .filter((c) => !below.has(c.Id))
        .map((c) => (
          <option key={c.Id} value={c.Id}>
            {'\u00a0\u00a0'.repeat(c.Depth) +
              (c.IsActive ? c.Name : t('catalogue.category-hidden', { name: c.Name }))}
          </option>
        ))}
    </select>
  );
}

/** A CategorySelect in a labelled Field, bound to a form's category field (an id or null). */
export function CategoryField<F extends FieldValues>({
  control,
  name,
  label,
  emptyLabel,
  exclude,
}: {
  control: Control<F>;
  name: Path<F>;
  label: string;
  emptyLabel: string;
  exclude?: number;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(p, field) => (
        <CategorySelect
          {...p}
          value={field.value as number | null}
          emptyLabel={emptyLabel}
          exclude={exclude}
          onChange={field.onChange}
        />
      )}
    </FormField>
  );
}
