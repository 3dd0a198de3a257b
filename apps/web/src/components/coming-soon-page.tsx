import { Link } from '../lib/router';
import { buttonClassName, EmptyState } from '@kirana/ui';
import type { IconName } from '@kirana/ui';
import { PageFrame } from './page-frame';
import { useT } from '../lib/i18n';

export interface ComingSoonPageProps {
  /** The page's heading, e.g. "Sign in". */
  title: string;
  /** The friendly headline, e.g. "Sign-in arrives soon". */
  headline: string;
  message: string;
  icon?: IconName;
}

/** A real page frame for screens whose feature ships in a later release (its page loads the ui namespace). */
export function ComingSoonPage({ title, headline, message, icon = 'info' }: ComingSoonPageProps) {
  const t = useT();
  return (
    <PageFrame title={title} card>
      <EmptyState
        icon={icon}
        title={headline}
        message={message}
        actions={
          <>
            <Link to="/" className={buttonClassName()}>
              {t('ui.coming-soon.shop')}
            </Link>
            <Link to="/categories" className={buttonClassName({ variant: 'secondary' })}>
              {t('ui.coming-soon.categories')}
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
