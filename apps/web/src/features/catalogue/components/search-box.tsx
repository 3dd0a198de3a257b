import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useLocation, useNavigate } from '../../../lib/router';
import type { SearchSuggestion } from '@kirana/shared';
import { useComboboxCursor } from '../use-combobox-cursor';
import styles from './search-box.module.css';
import { loadNamespaces, useT } from '../../../lib/i18n';

const NO_SUGGESTIONS: SearchSuggestion[] = [];

// loaded the first time the box is focused or typed in (see search-suggestions-source.tsx), with
// the words of its options (Product, Category, Brand), in the product namespace
const SuggestionsSource = lazyPart(
  () =>
    Promise.all([import('./search-suggestions-source'), loadNamespaces(['product'])]).then(
      ([m]) => m.SearchSuggestionsSource,
    ),
  { progress: false },
);

/** Where a suggestion leads: a product page, a category page, or a search for a brand. */
export function suggestionHref(s: SearchSuggestion): string {
  if (s.Type === 'product' && s.Slug) return `/${s.Slug}`;
  if (s.Type === 'category' && s.Slug) return `/category/${s.Slug}`;
  return `/search?terms=${encodeURIComponent(s.Name)}`;
}

/**
 * Shows the searched terms while on the results page. The search page without terms (the
 * phone's Search tab) puts the cursor in the box.
 */
function useTermsOfSearchPage(
  setValue: (terms: string) => void,
  input: RefObject<HTMLInputElement | null>,
) {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname !== '/search') return;
    const terms = new URLSearchParams(location.search).get('terms') ?? '';
    setValue(terms);
    if (!terms) input.current?.focus({ preventScroll: true });
  }, [location.pathname, location.search]);
}

/**
 * The listbox the combobox controls (its options come with the suggestions' own chunk) and the
 * count a screen reader hears.
 */
function SuggestionsListbox({
  id,
  expanded,
  count,
  children,
}: {
  id: string;
  expanded: boolean;
  count: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={t('shell.search.suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {children}
      </ul>
      <span className={styles.srOnly} role="status" aria-live="polite">
        {expanded ? t('shell.search.suggestions-status', { count }) : ''}
      </span>
    </>
  );
}

/** The header's search: suggestions as you type (from 2 characters), a keyboard-navigable combobox. */
export default function SearchBox() {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const navigate = useNavigate();
  const t = useT();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTermsOfSearchPage(setValue, input);
  const [used, setUsed] = useState(false);
  const [suggestions, setSuggestions] = useState(NO_SUGGESTIONS);
  const cursor = useComboboxCursor(suggestions.length, () => setValue(''));
  const { expanded, active } = cursor;

  const go = (href: string) => {
    cursor.close();
    void navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) return go(suggestionHref(chosen));
    if (value.trim()) go(`/search?terms=${encodeURIComponent(value.trim())}`);
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={styles.srOnly}>
        {t('shell.search.label')}
      </label>
      <button type="submit" className={styles.submit} aria-label={t('shell.search')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4" />
        </svg>
      </button>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('shell.search.placeholder')}
        value={value}
        maxLength={100}
        onChange={(e) => {
          setValue(e.target.value);
          setUsed(true);
          cursor.reopen();
        }}
        onFocus={() => {
          setUsed(true);
          cursor.setOpen(true);
        }}
        onBlur={() => cursor.setOpen(false)}
        onKeyDown={cursor.onKeyDown}
      />
      <SuggestionsListbox id={listId} expanded={expanded} count={suggestions.length}>
        {used && (
          <SuggestionsSource
            value={value}
            onSuggestions={setSuggestions}
            optionId={optionId}
            active={active}
            onHover={cursor.setActive}
            onChoose={(s) => go(suggestionHref(s))}
          />
        )}
      </SuggestionsListbox>
    </form>
  );
}
