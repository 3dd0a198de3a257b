import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../client';
import { categories, productImages, products, productVariants, reviews } from '../../tables';
import { categorySvg } from './art/groups';
import { productArt, variantArt, type ProductArt } from './art/images';
import { bulkInsert, chunks } from './bulk-insert';
import { CATALOGUE } from './data';
import { HINDI_CATEGORIES } from './data/hindi';
import { hindiNameWords } from '../../../modules/catalogue';
import { BASE_TIME, joinList, kebab, planCatalogue } from './plan';
import { planReviews, ratingSummary, type ReviewPlan } from './reviews';
import type { ProductPlan, SubSeed, TopSeed } from './types';

const SEEDED_AT = new Date(BASE_TIME).toISOString();

interface SvgMedia {
  id: string;
  svg: string;
}

// Two array parameters per statement: far faster on PGlite than one bytea parameter per row.
async function insertMedia(db: Db, rows: SvgMedia[]): Promise<void> {
  for (const part of chunks(rows, 250)) {
    const ids = sql.param(part.map((r) => r.id));
    const svgs = sql.param(part.map((r) => r.svg));
    await db.execute(sql`
      insert into media (id, content_type, bytes, width, height, created_at)
      select id, 'image/svg+xml', convert_to(svg, 'UTF8'), 800, 800, ${SEEDED_AT}::timestamptz
      from unnest(${ids}::text[], ${svgs}::text[]) as t(id, svg)`);
  }
}

function subDescription(sub: SubSeed): string {
  const brands = [...new Set(sub.items.map((line) => line.split('|')[0] ?? ''))].slice(0, 3);
  return `${sub.name} from ${joinList([...brands, 'more'])}.`;
}

/** Perishables take no returns (a damaged delivery is refused at the door); the rest 7 days. */
const NO_RETURNS = new Set(['dairy-bakery']);
const returnWindowDays = (topSlug: string) => (NO_RETURNS.has(topSlug) ? 0 : 7);

/** Inserts the top categories, then their sub-categories; returns sub-category ids by slug. */
async function insertCategories(db: Db, tops: readonly TopSeed[]): Promise<Map<string, number>> {
  const images: SvgMedia[] = [];
  const topRows = tops.map((top, position) => {
    const shapes = [...new Set(top.subs.map((s) => s.shape))];
    images.push({ id: `c-${top.slug}`, svg: categorySvg(top, shapes, top.slug) });
    return {
      slug: top.slug,
      name: top.name,
      description: top.description,
      nameHi: HINDI_CATEGORIES[top.slug]?.name ?? null,
      nameHiWords: hindiNameWords(HINDI_CATEGORIES[top.slug]?.name ?? null),
      descriptionHi: HINDI_CATEGORIES[top.slug]?.description ?? null,
      imageId: `c-${top.slug}`,
      position,
      returnWindowDays: returnWindowDays(top.slug),
    };
  });
  for (const top of tops) {
    for (const sub of top.subs)
      images.push({ id: `c-${sub.slug}`, svg: categorySvg(top, [sub.shape], sub.slug) });
  }
  await insertMedia(db, images);
  const inserted = await db
    .insert(categories)
    .values(topRows)
    .returning({ id: categories.id, slug: categories.slug });
  const topIds = new Map(inserted.map((r) => [r.slug, r.id]));
  const subRows = tops.flatMap((top) =>
    top.subs.map((sub, position) => ({
      slug: sub.slug,
      name: sub.name,
      nameHi: HINDI_CATEGORIES[sub.slug]?.name ?? null,
      nameHiWords: hindiNameWords(HINDI_CATEGORIES[sub.slug]?.name ?? null),
      parentId: topIds.get(top.slug) ?? null,
      description: subDescription(sub),
      imageId: `c-${sub.slug}`,
      position,
      returnWindowDays: returnWindowDays(top.slug),
    })),
  );
  const subs = await db
    .insert(categories)
    .values(subRows)
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(subs.map((r) => [r.slug, r.id]));
}

function productRow(plan: ProductPlan, categoryId: number, reviewPlans: readonly ReviewPlan[]) {
  const rating = ratingSummary(reviewPlans);
  return {
    slug: plan.slug,
    name: plan.name,
    brand: plan.brand,
    categoryId,
    description: plan.description,
    highlights: plan.highlights,
    unitLabel: plan.unitLabel,
    nameHi: plan.nameHi,
    unitLabelHi: plan.unitLabelHi,
    mrpPaise: plan.mrpPaise,
    pricePaise: plan.pricePaise,
    gstRate: plan.gstRate,
    hsnCode: plan.hsnCode,
    stock: plan.stock,
    hasVariants: plan.hasVariants,
    isDeal: plan.isDeal,
    ratingAvg: rating.avg,
    ratingCount: rating.count,
    ratingSum: rating.sum,
    soldCount: plan.soldCount,
    searchText: plan.searchText,
    ...plan.facts,
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
  };
}

interface Planned {
  plan: ProductPlan;
  art: ProductArt[];
  /** the pictures of option rows that have their own, by the row's label */
  rowArt: Map<string, ProductArt>;
  reviews: ReviewPlan[];
}

const rowMediaId = (plan: ProductPlan, label: string) => `p-${plan.slug}-${kebab(label)}`;

async function insertProducts(
  db: Db,
  planned: Planned[],
  subIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows = planned.map(({ plan, reviews: r }) => {
    const categoryId = subIds.get(plan.sub.slug);
    if (categoryId === undefined) throw new Error(`no category ${plan.sub.slug}`);
    return productRow(plan, categoryId, r);
  });
  const ids = await bulkInsert(db, products, rows, ['id', 'slug']);
  return new Map(ids.map((r) => [String(r.slug), Number(r.id)]));
}

/**
 * Fills empty catalogue tables with the demo store: categories, products, variants, SVG pack
 * art and reviews, with each product's rating summary matching its reviews. Deterministic:
 * the same rows every run, and the same ids in a fresh database.
 */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  const planned: Planned[] = planCatalogue(CATALOGUE).map((plan) => ({
    plan,
    art: productArt(plan),
    rowArt: variantArt(plan),
    reviews: planReviews(plan),
  }));
  const subIds = await insertCategories(db, CATALOGUE);
  await insertMedia(
    db,
    planned.flatMap(({ plan, art, rowArt }) => [
      ...art.map((a, i) => ({ id: `p-${plan.slug}-${i + 1}`, svg: a.svg })),
      ...[...rowArt].map(([label, a]) => ({ id: rowMediaId(plan, label), svg: a.svg })),
    ]),
  );
  const productIds = await insertProducts(db, planned, subIds);
  const idOf = (plan: ProductPlan) => productIds.get(plan.slug) ?? 0;

  await bulkInsert(
    db,
    productVariants,
    planned.flatMap(({ plan, rowArt }) =>
      plan.variants.map((v) => ({
        productId: idOf(plan),
        ...v,
        imageId: rowArt.has(v.label) ? rowMediaId(plan, v.label) : null,
      })),
    ),
  );
  await bulkInsert(
    db,
    productImages,
    planned.flatMap(({ plan, art }) =>
      art.map((a, i) => ({
        productId: idOf(plan),
        mediaId: `p-${plan.slug}-${i + 1}`,
        alt: a.alt,
        position: i,
      })),
    ),
  );
  await bulkInsert(
    db,
    reviews,
    planned.flatMap(({ plan, reviews: r }) =>
      r.map((review) => ({ productId: idOf(plan), ...review })),
    ),
  );
}
