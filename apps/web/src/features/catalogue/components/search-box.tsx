import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import type { SearchSuggestion } from '@kirana/shared';
import { getSearchSuggestions } from '../api';
import { SUGGEST_MIN_CHARS } from '../format';
import { mediaUrl } from '../media';
import styles from './search-box.module.css';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;
const CACHE_LIMIT = 50;
const cache = new Map<string, SearchSuggestion[]>();

function remember(key: string, list: SearchSuggestion[]) {
  cache.set(key, list);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** Where a suggestion leads: a product page, a category page, or a search for a brand. */
export function suggestionHref(s: SearchSuggestion): string {
  if (s.Type === 'product' && s.Slug) return `/${s.Slug}`;
  if (s.Type === 'category' && s.Slug) return `/category/${s.Slug}`;
  return `/search?terms=${encodeURIComponent(s.Name)}`;
}

const TYPE_LABEL = { product: 'Product', category: 'Category', brand: 'Brand' } as const;

function Highlight({ text, query }: { text: string; query: string }) {
  const at = text.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at < 0 || !query.trim()) return <>{text}</>;
  const end = at + query.trim().length;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/** The header's search: suggestions as you type (from 2 characters), a keyboard-navigable combobox. */
export default function SearchBox() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [fetched, setFetched] = useState<{ key: string; list: SearchSuggestion[] }>({
    key: '',
    list: [],
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const key = value.trim().toLowerCase();
  const wanted = key.length >= SUGGEST_MIN_CHARS;
  const suggestions = wanted ? (cache.get(key) ?? (fetched.key === key ? fetched.list : [])) : [];
  const expanded = open && suggestions.length > 0;

  // Show the searched terms while on the results page.
  // The search page without terms (the phone's Search tab) puts the cursor in the box.
  useEffect(() => {
    if (location.pathname !== '/search') return;
    const terms = new URLSearchParams(location.search).get('terms') ?? '';
    setValue(terms);
    if (!terms) input.current?.focus({ preventScroll: true });
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!wanted || cache.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(key, controller.signal)
        .then((answer) => {
          remember(key, answer.Suggestions);
          setFetched({ key, list: answer.Suggestions });
        })
        .catch(() => undefined); // suggestions are a convenience; the search itself still works
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, wanted]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) return go(suggestionHref(chosen));
    if (value.trim()) go(`/search?terms=${encodeURIComponent(value.trim())}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    if (event.key === 'ArrowDown' && n > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (expanded ? (a + 1) % n : 0));
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? n - 1 : a - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setValue('');
      }
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={styles.srOnly}>
        Search products
      </label>
      <button type="submit" className={styles.submit} aria-label="Search">
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
        placeholder='Search for "atta", "dal", "masala"…'
        value={value}
        maxLength={100}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.Type}-${s.Slug ?? s.Name}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`${styles.option} ${i === active ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(suggestionHref(s))}
          >
            <span className={styles.thumb} aria-hidden="true">
              {s.ImageId ? (
                <img src={mediaUrl(s.ImageId, 160)} alt="" width={32} height={32} loading="lazy" />
              ) : s.Type === 'category' ? (
                '▦'
              ) : (
                '⌕'
              )}
            </span>
            <span className={styles.name}>
              <Highlight text={s.Name} query={value} />
            </span>
            <span className={styles.type}>{TYPE_LABEL[s.Type]}</span>
          </li>
        ))}
      </ul>
      <span className={styles.srOnly} role="status" aria-live="polite">
        {expanded ? `${suggestions.length} suggestions, use the arrow keys to choose` : ''}
      </span>
    </form>
  );
}
