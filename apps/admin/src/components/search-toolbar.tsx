import { useState, type ReactNode } from 'react';
import { Button } from '@kirana/ui';
import { TextField } from './field';
import { useT } from '../lib/i18n';
import styles from './misc.module.css';

/**
 * A list's filter toolbar ending in a search box: the typed text goes to `onSearch` (trimmed) when
 * submitted with Enter or the Search button, not on each key. Other filters come as children.
 */
export function SearchToolbar({
  label,
  search,
  onSearch,
  children,
}: {
  /** The search box's label: what it searches by. */
  label: string;
  /** The search in force, the box's first text. */
  search: string;
  onSearch: (search: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [typed, setTyped] = useState(search);
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      {children}
      <TextField label={label} type="search" value={typed} onChange={setTyped} />
      <Button type="submit" variant="secondary">
        {t('components.search')}
      </Button>
    </form>
  );
}
