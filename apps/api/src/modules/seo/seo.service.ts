import {
  DEFAULT_LANGUAGE,
  HREFLANG,
  LANGUAGES,
  formatInr,
  localizedPath,
  mediaUrl,
  type Language,
  type ProductDetailsAnswer,
} from '@kirana/shared';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadCategoryTree, listSitemapEntries } from '../catalogue';
import { getProductDetails } from '../catalogue/product-details.service';
import { getSetting } from '../content';

export interface PageHead {
  title: string;
  description: string;
  /** The page's own URL in the language it is drawn in (absolute, no query). */
  canonical: string;
  /** The page's URL in every language, and the default one as `x-default` (hreflang links). */
  alternates: { hreflang: string; href: string }[];
  /** The language the page is drawn in (og:locale). */
  language: Language;
  image?: string;
  type: 'website' | 'product';
  jsonLd?: object;
  /** Which landing page this is (its first screen gets its files started early), if any. */
  page: FirstScreenPage | null;
}

/** First-segment paths that are app routes, never product slugs. */
const APP_ROUTES = new Set([
  'category',
  'categories',
  'search',
  'cart',
  'login',
  'confirm-otp',
  'verify-email',
  'verification-link-sent',
  'instruction-clear-browser-data',
  'about-us',
  'contact-us',
  'privacy-policy',
  'terms-and-conditions',
  'address',
  'user',
  'order',
  'refund',
  'settings',
  'help',
]);

/** The absolute URLs of a page (its unprefixed path) in every language, for hreflang links. */
export function alternatesOf(base: string, path: string): PageHead['alternates'] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: HREFLANG[language],
      href: `${base}${localizedPath(path, language)}`,
    })),
    { hreflang: 'x-default', href: `${base}${localizedPath(path, DEFAULT_LANGUAGE)}` },
  ];
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

function productHead(
  base: string,
  store: string,
  slug: string,
  answer: ProductDetailsAnswer,
  language: Language,
): PageHead {
  const p = answer.ProductDetails;
  const url = `${base}${localizedPath(`/${slug}`, language)}`;
  const images = answer.ProductImages.map((i) => `${base}${mediaUrl(i.MediaId, 640)}`);
  return {
    title: `${p.Name}${p.UnitLabel ? ` ${p.UnitLabel}` : ''} at ${formatInr(p.Price)} | ${store}`,
    description: clip(
      `Buy ${p.Brand} ${p.Name} online at ${formatInr(p.Price)} (MRP ${formatInr(p.Mrp)}). ${p.Description}`,
    ),
    canonical: url,
    alternates: alternatesOf(base, `/${slug}`),
    language,
    image: images[0],
    type: 'product',
    page: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.Name,
      brand: { '@type': 'Brand', name: p.Brand },
      description: p.Description,
      image: images,
      sku: String(p.ProductId),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: (p.Price / 100).toFixed(2),
        availability: `https://schema.org/${p.InStock ? 'InStock' : 'OutOfStock'}`,
      },
      ...(answer.Ratings.TotalRatings > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: answer.Ratings.AverageRating,
              reviewCount: answer.Ratings.TotalRatings,
            },
          }
        : {}),
    },
  };
}

/**
 * The head of the page at `path` (without its language prefix) drawn in `language`, for search
 * engines and link previews: product and category pages get their own title, description,
 * canonical URL and Open Graph image (products also schema.org JSON-LD); any other path gets the
 * store's. Unknown slugs fall back to the store's. The canonical URL is the page's in its
 * language (`/hi/...` for Hindi), with the other languages' as hreflang alternates.
 */
export async function headFor(
  db: Db,
  publicUrl: string,
  path: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageHead> {
  const base = publicUrl.replace(/\/$/, '');
  const store = await getSetting(db, 'storeConfigs');
  const fallback: PageHead = {
    title: `${store.StoreName}: ${store.Tagline}`,
    description:
      'Groceries, staples, snacks and household needs delivered across India. Prices inclusive of all taxes.',
    canonical: `${base}${localizedPath(path, language)}`,
    alternates: alternatesOf(base, path),
    language,
    type: 'website',
    page: path === '/' ? 'home' : null,
  };
  try {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments.length === 1 && !APP_ROUTES.has(segments[0]!)) {
      return productHead(
        base,
        store.StoreName,
        segments[0]!,
        await getProductDetails(db, segments[0]!.toLowerCase()),
        language,
      );
    }
    if (segments.length === 2 && segments[0] === 'category') {
      const node = (await loadCategoryTree(db)).bySlug.get(segments[1]!.toLowerCase());
      if (node) {
        return {
          ...fallback,
          title: `${node.name}: buy online | ${store.StoreName}`,
          description: clip(
            node.description ||
              `Shop ${node.name} online at ${store.StoreName}. ${node.productCount} products, prices inclusive of all taxes.`,
          ),
          canonical: `${base}${localizedPath(`/category/${node.slug}`, language)}`,
          alternates: alternatesOf(base, `/category/${node.slug}`),
          image: node.imageId ? `${base}${mediaUrl(node.imageId, 640)}` : undefined,
          page: 'category',
        };
      }
    }
  } catch (err) {
    // an unknown slug is the app's not-found page; a malformed path is just a path
    if (!(err instanceof AppError) && !(err instanceof URIError)) throw err;
  }
  return fallback;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml of the home page, the category list, every visible category and product, each in
 * every language's URL form (`/atta`, `/hi/atta`), every entry naming all forms as `xhtml:link`
 * alternates (and the default one as x-default), as search engines read hreflang in sitemaps.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const base = publicUrl.replace(/\/$/, '');
  const { categorySlugs, products } = await listSitemapEntries(db);
  const page = (path: string, extra = '') => {
    const links = alternatesOf(base, path)
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`,
      )
      .join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${xmlEscape(`${base}${localizedPath(path, language)}`)}</loc>${extra}${links}</url>`,
    );
  };
  const urls = [
    ...page('/', '<changefreq>daily</changefreq>'),
    ...page('/categories'),
    ...categorySlugs.flatMap((s) => page(`/category/${s}`)),
    ...products.flatMap((p) =>
      page(`/${p.slug}`, `<lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod>`),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; carts, orders, accounts (in every language's
 * URL form) and the API may not. */
export function buildRobots(publicUrl: string): string {
  const closed = ['/cart', '/order/', '/user/', '/address/', '/refund'];
  return [
    'User-agent: *',
    'Allow: /',
    ...LANGUAGES.flatMap((language) =>
      closed.map((path) => `Disallow: ${localizedPath(path, language)}`),
    ),
    'Disallow: /api/',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
