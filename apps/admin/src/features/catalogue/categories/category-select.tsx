import { inputClass } from '../../../components';
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
            {`${'\u00a0\u00a0'.repeat(c.Depth)}${c.Name}${c.IsActive ? '' : ' (hidden)'}`}
          </option>
        ))}
    </select>
  );
}
