import type { AdminPage, AdminPages, PageUpdateBody } from '@kirana/shared';
import { adminApi } from '../../app/api';

export type PageSlug = AdminPage['Slug'];

export const contentApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    pages: b.query<AdminPages, void>({ query: () => '/admin/pages', providesTags: ['Content'] }),
    savePage: b.mutation<AdminPage, { slug: PageSlug; body: PageUpdateBody }>({
      query: ({ slug, body }) => ({ url: `/admin/pages/${slug}`, method: 'PUT', body }),
      invalidatesTags: ['Content', 'Audit'],
    }),
    previewPage: b.mutation<{ Content: string }, { Content: string }>({
      query: (body) => ({ url: '/admin/pages/preview', method: 'POST', body }),
    }),
  }),
});
