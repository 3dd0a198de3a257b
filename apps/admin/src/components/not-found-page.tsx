import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { EmptyState } from './states';

/** A console address that no section or page answers. */
export function NotFoundPage() {
  const t = useT();
  return (
    <EmptyState
      title={t('components.not-found.title')}
      text={t('components.not-found.text')}
      action={<Link to="/">{t('components.not-found.home')}</Link>}
    />
  );
}
