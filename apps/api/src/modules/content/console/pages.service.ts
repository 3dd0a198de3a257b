import { eq } from 'drizzle-orm';
import type { AdminPage, PageUpdateBody } from '@kirana/shared';
import { inTransaction, type Db } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { bumpCacheState } from '../cache-state.service';
import { pages } from '../content.tables';
import { PAGE_SLUGS, type PageSlug } from '../pages.service';
import { sanitisePageHtml } from '../sanitise-html';

// The console's information pages: about-us (which may be switched off), terms and privacy
// (always shown: a store must publish them). Their HTML is sanitised here, before it is kept.

type PageRow = typeof pages.$inferSelect;

const toAdmin = (r: PageRow): AdminPage => ({
  Slug: r.slug as PageSlug,
  Title: r.title,
  Content: r.contentHtml,
  IsEnabled: r.isEnabled,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** The three pages, in the storefront's order (a missing one is listed empty and off). */
export async function listAdminPages(db: Db): Promise<AdminPage[]> {
  const rows = await db.select().from(pages);
  return PAGE_SLUGS.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row
      ? toAdmin(row)
      : {
          Slug: slug,
          Title: '',
          Content: '',
          IsEnabled: false,
          UpdatedAt: new Date(0).toISOString(),
        };
  });
}

/** Saves a page's title, sanitised content or (about-us only) its on/off status. */
export async function updatePage(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis'>,
  actor: AuditActor,
  slug: PageSlug,
  body: PageUpdateBody,
): Promise<AdminPage> {
  if (body.IsEnabled === false && slug !== 'about-us')
    throw new AppError(
      400,
      'PAGE_REQUIRED',
      'The terms and privacy pages are always shown',
      undefined,
      [{ Field: 'IsEnabled', Message: 'Only the about-us page can be switched off' }],
    );
  const saved = await inTransaction(deps.database.db, async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    if (!row && (body.Title === undefined || body.Content === undefined))
      throw notFound('Page', 'PAGE_NOT_FOUND');
    const next = {
      title: body.Title ?? row!.title,
      contentHtml: body.Content !== undefined ? sanitisePageHtml(body.Content) : row!.contentHtml,
      isEnabled: body.IsEnabled ?? row?.isEnabled ?? true,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(pages)
      .values({ slug, ...next })
      .onConflictDoUpdate({ target: pages.slug, set: next })
      .returning();
    const before = row ? toAdmin(row) : null;
    const changedStatus = before && before.IsEnabled !== after!.isEnabled;
    await recordAudit(tx, actor, {
      action: changedStatus && Object.keys(body).length === 1 ? 'page.toggle' : 'page.update',
      entity: 'page',
      entityId: slug,
      before,
      after: toAdmin(after!),
    });
    return toAdmin(after!);
  });
  await bumpCacheState(deps);
  return saved;
}
