import { useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './not-found-page.module.css';

function EmptyBasket() {
  return (
    <svg className={styles.art} viewBox="0 0 180 140" aria-hidden="true" focusable="false">
      <ellipse cx="90" cy="126" rx="70" ry="8" fill="var(--color-surface-2)" />
      <path
        d="M52 52c0-22 17-38 38-38s38 16 38 38"
        fill="none"
        stroke="var(--color-text-muted)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M24 52h132l-14 66a8 8 0 0 1-8 6H46a8 8 0 0 1-8-6z"
        fill="var(--color-brand-soft)"
        stroke="var(--color-brand)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M62 72v32M90 72v32M118 72v32"
        stroke="var(--color-brand)"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.5"
      />
      <circle
        cx="138"
        cy="30"
        r="14"
        fill="var(--color-surface)"
        stroke="var(--color-text-muted)"
        strokeWidth="3"
      />
      <path
        d="M134 26l8 8M142 26l-8 8"
        stroke="var(--color-text-muted)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The friendly not-found content, also used by pages that are switched off. */
export function NotFoundView() {
  const t = useT();
  useDocumentTitle(t('ui.notFound.title'));
  return (
    <div className={styles.wrap}>
      <EmptyBasket />
      <p className={styles.code}>{t('ui.notFound.code')}</p>
      <h1 className={styles.title}>{t('ui.notFound.title')}</h1>
      <p className={styles.message}>{t('ui.notFound.message')}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName()}>
          {t('ui.notFound.home')}
        </Link>
        <Link to="/categories" className={buttonClassName({ variant: 'secondary' })}>
          {t('ui.notFound.categories')}
        </Link>
      </div>
    </div>
  );
}

/** The catch-all route. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
