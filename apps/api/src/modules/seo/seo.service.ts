import { formatInr, mediaUrl, type ProductDetailsAnswer } from '@kirana/shared';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadCategoryTree, listSitemapEntries } from '../catalogue';
import { getProductDetails } from '../catalogue/product-details.service';
import { getSetting } from '../content';

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
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

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

function productHead(
  base: string,
  store: string,
  slug: string,
  answer: ProductDetailsAnswer,
): PageHead {
  const p = answer.ProductDetails;
  const url = `${base}/${slug}`;
  const images = answer.ProductImages.map((i) => `${base}${mediaUrl(i.MediaId, 640)}`);
  return {
    title: `${p.Name}${p.UnitLabel ? ` ${p.UnitLabel}` : ''} at ${formatInr(p.Price)} | ${store}`,
    description: clip(
      `Buy ${p.Brand} ${p.Name} online at ${formatInr(p.Price)} (MRP ${formatInr(p.Mrp)}). ${p.Description}`,
    ),
    canonical: url,
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
 * The head of the page at `path` for search engines and link previews: product and category
 * pages get their own title, description, canonical URL and Open Graph image (products also
 * schema.org JSON-LD); any other path gets the store's. Unknown slugs fall back to the store's.
 */
export async function headFor(db: Db, publicUrl: string, path: string): Promise<PageHead> {
  const base = publicUrl.replace(/\/$/, '');
  const store = await getSetting(db, 'storeConfigs');
  const fallback: PageHead = {
    title: `${store.StoreName}: ${store.Tagline}`,
    description:
      'Groceries, staples, snacks and household needs delivered across India. Prices inclusive of all taxes.',
    canonical: `${base}${path === '/' ? '/' : path}`,
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
          canonical: `${base}/category/${node.slug}`,
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

/** sitemap.xml of the home page, the category list, every visible category and product. */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const base = publicUrl.replace(/\/$/, '');
  const { categorySlugs, products } = await listSitemapEntries(db);
  const urls = [
    `<url><loc>${base}/</loc><changefreq>daily</changefreq></url>`,
    `<url><loc>${base}/categories</loc></url>`,
    ...categorySlugs.map((s) => `<url><loc>${xmlEscape(`${base}/category/${s}`)}</loc></url>`),
    ...products.map(
      (p) =>
        `<url><loc>${xmlEscape(`${base}/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; carts, orders, accounts and the API may not. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /order/',
    'Disallow: /user/',
    'Disallow: /address/',
    'Disallow: /refund',
    'Disallow: /api/',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
