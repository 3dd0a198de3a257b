import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

// Each language's URL form of the storefront's pages (`/atta`, `/hi/atta`): the server draws a
// `/hi/` page in Hindi whatever the cookie says, and every page's head names its own canonical
// URL and both forms as hreflang alternates. The web build's server entry stands in as a small
// module that prints the URL and language it was asked to draw.
const ENTRY = `
export const setApiTransport = () => {};
export const isPhoneUserAgent = (ua) => /Mobile/.test(ua);
export async function renderFirstScreen({ url, page, language }) {
  (globalThis.languageUrlRenderings ??= []).push(language + ' ' + url);
  return {
    head: '',
    html: '<p>' + [page, language, url].join(' ') + '</p>',
    script: '<script type="application/json" id="kirana-first-screen">{}</script>',
  };
}`;

const BASE = 'https://shop.example.in';
const PRODUCT = 'aashirvaad-shudh-chakki-atta';
const CATEGORY = 'staples-atta';
const renderings = () =>
  (globalThis as { languageUrlRenderings?: string[] }).languageUrlRenderings ?? [];

describe('the storefront in each language’s URL form', () => {
  const root = mkdtempSync(join(tmpdir(), 'kirana-web-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><title>x</title><meta name="description" content="y" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'robots-check.txt'), 'a file');
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), ENTRY);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: `${BASE}/`,
      RATE_LIMIT_PER_MINUTE: 1000,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
    return { res, html: await res.text() };
  };
  const headOf = (html: string) => {
    const links = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*)/>`, 'g'))].map((m) => m[1]!.trim());
    return {
      lang: /<html lang="([^"]+)">/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      alternates: Object.fromEntries(
        links('alternate').map((a) => [
          /hreflang="([^"]+)"/.exec(a)![1]!,
          /href="([^"]+)"/.exec(a)![1]!,
        ]),
      ),
      root: /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1],
    };
  };
  const both = (path: string) => ({
    'en-IN': `${BASE}${path}`,
    'hi-IN': `${BASE}/hi${path}`,
    'x-default': `${BASE}${path}`,
  });

  it('gives the home page, a product and a category their canonical URL and hreflang alternates in either form', async () => {
    for (const [path, own, lang] of [
      ['/', `${BASE}/`, 'en-IN'],
      ['/hi/', `${BASE}/hi/`, 'hi'],
      ['/hi', `${BASE}/hi/`, 'hi'],
      [`/${PRODUCT}`, `${BASE}/${PRODUCT}`, 'en-IN'],
      [`/hi/${PRODUCT}`, `${BASE}/hi/${PRODUCT}`, 'hi'],
      [`/category/${CATEGORY}`, `${BASE}/category/${CATEGORY}`, 'en-IN'],
      [`/hi/category/${CATEGORY}`, `${BASE}/hi/category/${CATEGORY}`, 'hi'],
    ] as const) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      const head = headOf(html);
      expect(head.lang, path).toBe(lang);
      expect(head.canonical, path).toBe(own);
      const unprefixed = path.replace(/^\/hi(\/|$)/, '/');
      expect(head.alternates, path).toEqual(both(unprefixed === '/' ? '/' : unprefixed));
    }
    expect(headOf((await page(`/hi/${PRODUCT}`)).html).root).toBe(
      `<p>product hi /hi/${PRODUCT}</p>`,
    );
    expect(headOf((await page(`/${PRODUCT}`)).html).root).toBe(`<p>product en /${PRODUCT}</p>`);
    // a product's title stays its own in Hindi's form
    expect((await page(`/hi/${PRODUCT}`)).html).toContain('<title>Aashirvaad Shudh Chakki Atta');
  });

  it('leaves tracking tags out of the canonical URL', async () => {
    const { html } = await page(`/hi/${PRODUCT}?utm_source=whatsapp&utm_campaign=diwali`);
    expect(headOf(html).canonical).toBe(`${BASE}/hi/${PRODUCT}`);
    expect(headOf(html).lang).toBe('hi');
  });

  it('draws a /hi/ page in Hindi whatever the cookie says; the unprefixed one follows the cookie, then Accept-Language', async () => {
    const english = { cookie: 'kirana_lang=en', 'accept-language': 'en-IN' };
    const prefixed = headOf((await page('/hi/', english)).html);
    expect(prefixed.lang).toBe('hi');
    expect(prefixed.root).toBe('<p>home hi /hi/</p>');
    expect(headOf((await page('/', english)).html).lang).toBe('en-IN');
    // a shopper who picked Hindi keeps it on the unprefixed address: drawn in Hindi, its canonical
    // the Hindi form, the links inside unprefixed as opened
    const chosen = headOf((await page('/', { cookie: 'kirana_lang=hi' })).html);
    expect(chosen.lang).toBe('hi');
    expect(chosen.canonical).toBe(`${BASE}/hi/`);
    expect(chosen.root).toBe('<p>home hi /</p>');
    expect(
      headOf((await page('/', { cookie: 'kirana_lang=en', 'accept-language': 'hi' })).html).lang,
    ).toBe('en-IN');
    expect(headOf((await page('/', { 'accept-language': 'hi-IN,hi;q=0.9' })).html).lang).toBe('hi');
  });

  it('keeps each URL form’s first screen apart in the cache (its links keep the prefix)', async () => {
    const before = renderings().length;
    await page(`/category/atta-flours`, { cookie: 'kirana_lang=hi' });
    await page(`/hi/category/atta-flours`);
    await page(`/hi/category/atta-flours`, { cookie: 'kirana_lang=en' }); // from the cache
    await page(`/category/atta-flours`, { cookie: 'kirana_lang=hi' }); // from the cache
    expect(renderings().slice(before)).toEqual([
      `hi /category/atta-flours`,
      `hi /hi/category/atta-flours`,
    ]);
  });

  it('never puts the API, the console or files under a language prefix', async () => {
    expect((await page('/hi/api/get-store-configs')).res.status).toBe(404);
    expect((await page('/hi/api')).res.status).toBe(404);
    expect((await page('/hi/admin')).res.status).toBe(404);
    expect((await page('/hi/admin/orders')).res.status).toBe(404);
    expect((await page('/hi/robots-check.txt')).res.status).toBe(404);
    expect((await page('/hi/assets/index-abc.js')).res.status).toBe(404);
    expect((await page('/robots-check.txt')).html).toBe('a file');
    expect((await page('/api/get-store-configs')).res.status).toBe(200);
  });

  it('sends a Hindi product page typed in capitals to its lower-case address, prefix kept', async () => {
    const { res } = await page(`/hi/Aashirvaad-Shudh-Chakki-ATTA?utm_source=sms`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/hi/${PRODUCT}?utm_source=sms`);
  });
});
