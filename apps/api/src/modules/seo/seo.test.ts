import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePageDataAnswer, CategoriesAnswer, mediaUrl } from '@kirana/shared';
import { BANNER_IMAGE_SIZES } from '@kirana/shared/common/first-screen';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { headFor } from './seo.service';
import { injectHead } from './inject-head';
import { firstScreenTags, loadFirstScreenManifest } from './first-screen';

const TEMPLATE =
  '<html><head><title>x</title><meta name="description" content="y" /></head><body></body></html>';

describe.each(DB_KINDS)('pages for search engines on %s', (kind) => {
  let t: TestApp;
  let home: HomePageDataAnswer;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: 'https://shop.example.in' });
    home = HomePageDataAnswer.parse(await (await fetch(`${t.url}/api/home-page-data`)).json());
  });
  afterAll(() => t.close());

  it('gives a product page its title, canonical URL, Open Graph image and Product JSON-LD', async () => {
    const product = home.BestSellers[0]!;
    const html = injectHead(
      TEMPLATE,
      await headFor(t.database.db, 'https://shop.example.in', `/${product.Slug}`),
    );
    expect(html).toContain(`<title>${product.Name.replace(/&/g, '&amp;').replace(/'/g, "'")}`);
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.in/${product.Slug}" />`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\.in\/api\/media\/[^"]+w=640"/,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.Name,
      offers: { priceCurrency: 'INR', price: (product.Price / 100).toFixed(2) },
    });
  });

  it('gives a category page its own title and canonical URL', async () => {
    const cats = CategoriesAnswer.parse(await (await fetch(`${t.url}/api/categories`)).json());
    const cat = cats.Categories[0]!;
    const head = await headFor(t.database.db, 'https://shop.example.in', `/category/${cat.Slug}`);
    expect(head.title).toContain(cat.Name);
    expect(head.canonical).toBe(`https://shop.example.in/category/${cat.Slug}`);
    const hindi = await headFor(
      t.database.db,
      'https://shop.example.in/',
      `/category/${cat.Slug}`,
      'hi',
    );
    expect(hindi.title).toBe(head.title);
    expect(hindi.canonical).toBe(`https://shop.example.in/hi/category/${cat.Slug}`);
    expect(hindi.alternates).toEqual([
      { hreflang: 'en-IN', href: `https://shop.example.in/category/${cat.Slug}` },
      { hreflang: 'hi-IN', href: `https://shop.example.in/hi/category/${cat.Slug}` },
      { hreflang: 'x-default', href: `https://shop.example.in/category/${cat.Slug}` },
    ]);
  });

  it('gives a product page in Hindi its /hi/ canonical URL, hreflang alternates and hi_IN locale', async () => {
    const product = home.BestSellers[0]!;
    const html = injectHead(
      TEMPLATE,
      await headFor(t.database.db, 'https://shop.example.in', `/${product.Slug}`, 'hi'),
    );
    const base = 'https://shop.example.in';
    expect(html).toContain(`<link rel="canonical" href="${base}/hi/${product.Slug}" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en-IN" href="${base}/${product.Slug}" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="hi-IN" href="${base}/hi/${product.Slug}" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${base}/${product.Slug}" />`,
    );
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toContain(`<meta property="og:url" content="${base}/hi/${product.Slug}" />`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld.offers.url).toBe(`${base}/hi/${product.Slug}`);
  });

  it('falls back to the store head for app routes, unknown slugs and malformed paths', async () => {
    for (const path of ['/cart', '/no-such-product-anywhere', '/category/nope', '/%E0%A4%A']) {
      const head = await headFor(t.database.db, 'https://shop.example.in', path);
      expect(head.title, path).toMatch(/^Kirana: /);
      expect(head.jsonLd, path).toBeUndefined();
    }
  });

  it('keeps text from breaking out of the head', () => {
    const html = injectHead(TEMPLATE, {
      title: '"><script>alert(1)</script>',
      description: 'd',
      canonical: 'https://x/',
      alternates: [{ hreflang: 'hi-IN', href: 'https://x/hi/"><script>alert(1)</script>' }],
      language: 'en',
      type: 'product',
      jsonLd: { name: '</script><script>alert(1)</script>' },
      page: 'product',
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('starts a landing page’s own files with the HTML, and on the home page its first banner', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kirana-dist-'));
    writeFileSync(
      join(dist, 'first-screen.json'),
      JSON.stringify({
        home: { scripts: ['/assets/home-page-1.js'], styles: ['/assets/home-page-2.css'] },
        product: { scripts: ['/assets/product-page-3.js', '"><script>'], styles: [] },
        category: { scripts: [], styles: ['/assets/listing-4.css', '/assets/card-5.css'] },
      }),
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'listing-4.css'), '.grid{display:grid}');
    writeFileSync(join(dist, 'assets', 'card-5.css'), '.card{color:red}/*</style>*/');
    const manifest = loadFirstScreenManifest(dist);
    expect(manifest.product?.scripts).toEqual(['/assets/product-page-3.js']); // not a path: dropped
    const db = t.database.db;
    const pageOf = async (path: string) =>
      (await headFor(db, 'https://shop.example.in', path)).page;
    expect(await pageOf('/')).toBe('home');
    expect(await pageOf(`/${home.BestSellers[0]!.Slug}`)).toBe('product');
    expect(await pageOf('/category/masalas-spices')).toBe('category');
    expect(await pageOf('/cart')).toBeNull();
    expect(await pageOf('/no-such-product-anywhere')).toBeNull();

    const lead = home.Banners[0]!;
    const html = injectHead(
      TEMPLATE,
      await headFor(db, 'https://shop.example.in', '/'),
      await firstScreenTags(db, manifest, 'home'),
    );
    expect(html).toContain(
      `<link rel="preload" as="image" href="${mediaUrl(lead.MediaId)}" imagesrcset="${mediaUrl(lead.MediaId, 160)} 160w`,
    );
    expect(html).toContain(`imagesizes="${BANNER_IMAGE_SIZES}" fetchpriority="high" />`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-2.css" />');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />',
    );
    expect(await firstScreenTags(db, manifest, 'product')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/product-page-3.js" />',
    ]);
    // a page the server draws goes without them: the app loads them before it hydrates
    expect(await firstScreenTags(db, manifest, 'product', { scripts: false })).toEqual([]);
    // styles that can be read are written into the page, each file named by a link that fetches nothing
    expect(await firstScreenTags(db, manifest, 'category')).toEqual([
      '<style>.grid{display:grid}\n.card{color:red}/*<\\/style>*/</style>',
      '<link rel="stylesheet" href="/assets/listing-4.css" disabled />',
      '<link rel="stylesheet" href="/assets/card-5.css" disabled />',
    ]);
    expect(await firstScreenTags(db, manifest, null)).toEqual([]);
    expect(loadFirstScreenManifest(join(dist, 'nowhere'))).toEqual({});
  });

  it('serves a sitemap of every visible category and product, and robots.txt', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://shop.example.in/');
    expect(locs).toContain(`https://shop.example.in/${home.BestSellers[0]!.Slug}`);
    expect(locs).toContain('https://shop.example.in/hi/');
    expect(locs).toContain(`https://shop.example.in/hi/${home.BestSellers[0]!.Slug}`);
    expect(locs).toContain('https://shop.example.in/hi/category/masalas-spices');
    expect(locs.filter((l) => l.startsWith('https://shop.example.in/hi/'))).toHaveLength(
      locs.length / 2,
    );
    expect(locs.length).toBeGreaterThan(600);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // each form names both forms and the default, as a search engine reads hreflang in a sitemap
    const slug = home.BestSellers[0]!.Slug;
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const hindi = entries.find((e) =>
      e.startsWith(`<loc>https://shop.example.in/hi/${slug}</loc>`),
    )!;
    const english = entries.find((e) =>
      e.startsWith(`<loc>https://shop.example.in/${slug}</loc>`),
    )!;
    for (const entry of [hindi, english]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en-IN" href="https://shop.example.in/${slug}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.example.in/hi/${slug}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.in/${slug}"/>`,
      );
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    }
    const homeEntry = entries.find((e) => e.startsWith('<loc>https://shop.example.in/hi/</loc>'))!;
    expect(homeEntry).toContain('hreflang="en-IN" href="https://shop.example.in/"');
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /hi/cart');
    expect(robots).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });
});
