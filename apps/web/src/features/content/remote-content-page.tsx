import { useMemo } from 'react';
import type { PageContent } from '@kirana/shared';
import { useAppSelector } from '../../app/hooks';
import { useEnsureLoaded } from '../../app/use-ensure-loaded';
import { EmptyState, ErrorState, SkeletonText } from '@kirana/ui';
import { HtmlContent } from '../../components/html-content';
import { fitUnderPageTitle } from '../../lib/fit-under-page-title';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../lib/i18n';
import {
  fetchAboutUsContent,
  fetchPrivacyPolicyContent,
  fetchTermsAndConditionContent,
} from '../general';

export type ContentKey = 'aboutUsContent' | 'privacyPolicyContent' | 'termsAndConditionContent';

const THUNKS = {
  aboutUsContent: fetchAboutUsContent,
  privacyPolicyContent: fetchPrivacyPolicyContent,
  termsAndConditionContent: fetchTermsAndConditionContent,
} as const;

function ContentBody({ html, heading }: { html: string; heading: string }) {
  const fitted = useMemo(() => fitUnderPageTitle(html, heading), [html, heading]);
  return <HtmlContent html={fitted} />;
}

/** An information page whose HTML comes from the API: skeleton, error with retry, empty, or the content. */
export function RemoteContentPage({
  title,
  contentKey,
}: {
  title: string;
  contentKey: ContentKey;
}) {
  const t = useT();
  const content: PageContent | null = useAppSelector((state) => state.general[contentKey]);
  const { failure, retry } = useEnsureLoaded(THUNKS[contentKey]);
  if (content) {
    const heading = content.Title || title;
    return (
      <PageFrame title={heading} narrow card>
        {content.Content.trim() ? (
          <ContentBody html={content.Content} heading={heading} />
        ) : (
          <EmptyState
            icon="file"
            title={t('content.remote.emptyTitle')}
            message={t('content.remote.emptyMessage')}
          />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} narrow card>
      {failure ? (
        <ErrorState
          title={t('content.remote.loadFailed')}
          message={failure.message}
          onRetry={retry}
          retryLabel={t('common.retry')}
        />
      ) : (
        <SkeletonText lines={8} label={t('content.remote.loading', { title })} />
      )}
    </PageFrame>
  );
}
