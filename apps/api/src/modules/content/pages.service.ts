import { eq } from 'drizzle-orm';
import type { PageContent } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pages } from './content.tables';

export const PAGE_SLUGS = ['about-us', 'terms-and-conditions', 'privacy-policy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** An enabled information page; a disabled or missing one is 404. */
export async function getPage(db: Db, slug: PageSlug): Promise<PageContent> {
  const [row] = await db
    .select({ Title: pages.title, Content: pages.contentHtml, isEnabled: pages.isEnabled })
    .from(pages)
    .where(eq(pages.slug, slug));
  if (!row?.isEnabled) throw notFound('Page', 'PAGE_NOT_FOUND');
  return { Title: row.Title, Content: row.Content };
}

/** Whether the about-us page is switched on. */
export async function isAboutUsEnabled(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ isEnabled: pages.isEnabled })
    .from(pages)
    .where(eq(pages.slug, 'about-us'));
  return row?.isEnabled ?? false;
}
