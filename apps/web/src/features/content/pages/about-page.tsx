import { useAppSelector } from '../../../app/hooks';
import { useEnsureLoaded } from '../../../app/use-ensure-loaded';
import { ErrorState, SkeletonText } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { fetchAboutUsStatus, selectIsAboutUsEnabled } from '../../general';
import { NotFoundView } from '../../ui';
import { RemoteContentPage } from '../remote-content-page';

/** About us: shown only while the about-us status is on; otherwise the not-found page. */
export default function AboutPage() {
  const enabled = useAppSelector(selectIsAboutUsEnabled);
  const { failure, retry } = useEnsureLoaded(fetchAboutUsStatus);
  if (enabled === true) return <RemoteContentPage title="About us" contentKey="aboutUsContent" />;
  if (enabled === false) return <NotFoundView />;
  return (
    <PageFrame title="About us" narrow card>
      {failure ? (
        <ErrorState title="Could not load this page" message={failure.message} onRetry={retry} />
      ) : (
        <SkeletonText lines={8} label="Loading About us" />
      )}
    </PageFrame>
  );
}
