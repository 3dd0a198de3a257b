import { useAppSelector } from '../../../app/hooks';
import { useEnsureLoaded } from '../../../app/use-ensure-loaded';
import { ErrorState, SkeletonText } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';
import { fetchAboutUsStatus, selectIsAboutUsEnabled } from '../../general';
import { NotFoundView } from '../../ui';
import { RemoteContentPage } from '../remote-content-page';

/** About us: shown only while the about-us status is on; otherwise the not-found page. */
export default function AboutPage() {
  const t = useT();
  const enabled = useAppSelector(selectIsAboutUsEnabled);
  const { failure, retry } = useEnsureLoaded(fetchAboutUsStatus);
  if (enabled === true)
    return <RemoteContentPage title={t('content.about.title')} contentKey="aboutUsContent" />;
  if (enabled === false) return <NotFoundView />;
  return (
    <PageFrame title={t('content.about.title')} narrow card>
      {failure ? (
        <ErrorState
          title={t('content.remote.loadFailed')}
          message={failure.message}
          onRetry={retry}
          retryLabel={t('common.retry')}
        />
      ) : (
        <SkeletonText
          lines={8}
          label={t('content.remote.loading', { title: t('content.about.title') })}
        />
      )}
    </PageFrame>
  );
}
