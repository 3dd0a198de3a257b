import type { SearchSuggestion } from '@kirana/shared';
import { mediaUrl } from '../media';
import { useT } from '../../../lib/i18n';
import styles from './search-box.module.css';

/** The sign of a suggestion without a picture: a category's grid, else a search's lens. */
const signOf = (type: SearchSuggestion['Type']) => (type === 'category' ? '▦' : '⌕');

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

/** The search box's options: each suggestion with its picture or sign, the typed part marked. */
export function SuggestionOptions({
  optionId,
  suggestions,
  query,
  active,
  onHover,
  onChoose,
}: {
  optionId: (i: number) => string;
  suggestions: SearchSuggestion[];
  query: string;
  active: number;
  onHover: (i: number) => void;
  onChoose: (s: SearchSuggestion) => void;
}) {
  const t = useT();
  return suggestions.map((s, i) => (
    <li
      key={`${s.Type}-${s.Slug ?? s.Name}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      className={`${styles.option} ${i === active ? styles.active : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => onHover(i)}
      onClick={() => onChoose(s)}
    >
      <span className={styles.thumb} aria-hidden="true">
        {s.ImageId ? (
          <img src={mediaUrl(s.ImageId, 160)} alt="" width={32} height={32} loading="lazy" />
        ) : (
          signOf(s.Type)
        )}
      </span>
      <span className={styles.name}>
        <Highlight text={s.Name} query={query} />
      </span>
      <span className={styles.type}>
        {
          {
            product: t('product.type.product'),
            category: t('product.type.category'),
            brand: t('product.type.brand'),
          }[s.Type]
        }
      </span>
    </li>
  ));
}
