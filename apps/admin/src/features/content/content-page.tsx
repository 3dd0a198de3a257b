import { useParams } from 'react-router';
import { EmptyState, PageHeader, QueryState, TabNav } from '../../components';
import { useT } from '../../lib/i18n';
import { contentApi } from './api';
import { PageEditor } from './page-editor';

const NAMES = {
  'about-us': { labelId: 'content.name.about-us' },
  'terms-and-conditions': { labelId: 'content.name.terms' },
  'privacy-policy': { labelId: 'content.name.privacy' },
} as const;

/** /content/:slug: the store's information pages, one at a time. */
export default function ContentPage() {
  const t = useT();
  const slug = (useParams().slug ?? 'about-us') as keyof typeof NAMES;
  const query = contentApi.usePagesQuery();
  return (
    <>
      <PageHeader title={t('content.title')} sub={t('content.sub')} />
      <TabNav
        label={t('content.title')}
        tabs={(Object.keys(NAMES) as (keyof typeof NAMES)[]).map((s) => ({
          to: `/content/${s}`,
          label: t(NAMES[s].labelId),
        }))}
      />
      <QueryState query={query}>
        {(d) => {
          const page = d.Pages.find((p) => p.Slug === slug);
          return page ? (
            <PageEditor key={`${page.Slug}-${page.UpdatedAt}`} page={page} />
          ) : (
            <EmptyState title={t('content.none')} />
          );
        }}
      </QueryState>
    </>
  );
}
