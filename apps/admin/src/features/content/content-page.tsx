import { useParams } from 'react-router';
import { EmptyState, PageHeader, QueryState, TabNav } from '../../components';
import { contentApi } from './api';
import { PageEditor } from './page-editor';

const NAMES = {
  'about-us': 'About us',
  'terms-and-conditions': 'Terms',
  'privacy-policy': 'Privacy',
} as const;

/** /content/:slug: the store's information pages, one at a time. */
export default function ContentPage() {
  const slug = (useParams().slug ?? 'about-us') as keyof typeof NAMES;
  const query = contentApi.usePagesQuery();
  return (
    <>
      <PageHeader title="Pages" sub="About us, terms and privacy as the storefront shows them" />
      <TabNav
        label="Pages"
        tabs={(Object.keys(NAMES) as (keyof typeof NAMES)[]).map((s) => ({
          to: `/content/${s}`,
          label: NAMES[s],
        }))}
      />
      <QueryState query={query}>
        {(d) => {
          const page = d.Pages.find((p) => p.Slug === slug);
          return page ? (
            <PageEditor key={`${page.Slug}-${page.UpdatedAt}`} page={page} />
          ) : (
            <EmptyState title="No such page" />
          );
        }}
      </QueryState>
    </>
  );
}
