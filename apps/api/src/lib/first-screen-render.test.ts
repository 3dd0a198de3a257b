import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { call } from '../modules/auth/auth-test-kit';
import { dropProductAnswers, findProductRef } from '../modules/catalogue';

// The web build's server entry stands in here as a small module with its interface: it makes one
// real API call (through the transport the server hands it), prints what it was asked for and
// notes each rendering in globalThis.firstScreenCalls (it runs in this process).
const ENTRY = `
let transport;
export const setApiTransport = (t) => { transport = t; };
export const isPhoneUserAgent = (ua) => /Mobile/.test(ua);
export async function renderFirstScreen({ url, page, mobile, language }) {
  (globalThis.firstScreenCalls ??= []).push(url);
  (globalThis.firstScreenLanguages ??= []).push(language);
  const res = await transport('/api/get-store-configs', { method: 'GET', headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const { StoreName } = await res.json();
  return {
    head: '<link rel="preload" as="image" href="/hint.svg"/>',
    html: '<p>' + [page, mobile ? 'phone' : 'wide', url, StoreName].join(' ') + '</p>',
    script: '<script type="application/json" id="kirana-first-screen">{}</script>',
  };
}`;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/156.0 Mobile Safari/537.36';
const LIMIT = 12;
const renderings = () => (globalThis as { firstScreenCalls?: string[] }).firstScreenCalls ?? [];

describe('first screens rendered on the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'kirana-web-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), ENTRY);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      RATE_LIMIT_PER_MINUTE: LIMIT,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string, userAgent?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, {
      headers: { ...headers, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    });
    return { res, html: await res.text() };
  };
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

  it('renders a landing page for the visitor’s layout with the real API’s answer, and caches it per layout', async () => {
    const phone = await page('/', PHONE);
    expect(rootOf(phone.html)).toBe('<p>home phone / Kirana</p>');
    expect(phone.html).toContain(
      '</div><script type="application/json" id="kirana-first-screen">{}</script>',
    );
    expect(phone.html).toContain('<head><link rel="preload" as="image" href="/hint.svg"/><title>');
    expect(phone.res.headers.get('vary')).toContain('user-agent');

    const wide = await page('/');
    expect(rootOf(wide.html)).toBe('<p>home wide / Kirana</p>');
    const product = await page('/aashirvaad-shudh-chakki-atta');
    expect(rootOf(product.html)).toBe('<p>product wide /aashirvaad-shudh-chakki-atta Kirana</p>');
    expect(product.html).toContain('<title>Aashirvaad Shudh Chakki Atta');
    const category = await page('/category/staples-atta', PHONE);
    expect(rootOf(category.html)).toBe('<p>category phone /category/staples-atta Kirana</p>');

    // the same path and layout again comes from the cache
    expect(rootOf((await page('/', PHONE)).html)).toBe('<p>home phone / Kirana</p>');
    expect(renderings()).toEqual([
      '/',
      '/',
      '/aashirvaad-shudh-chakki-atta',
      '/category/staples-atta',
    ]);
  });

  it('draws the page in the shopper’s language: the remembered choice, else the browser’s, each cached apart', async () => {
    const languages = () =>
      (globalThis as { firstScreenLanguages?: string[] }).firstScreenLanguages ?? [];
    const before = renderings().length;
    const english = await page('/');
    expect(english.html).toContain('<html lang="en-IN">');
    expect(english.res.headers.get('vary')).toContain('cookie');
    const chosen = await page('/', undefined, { cookie: 'theme=dark; kirana_lang=hi' });
    expect(chosen.html).toContain('<html lang="hi">');
    expect(rootOf(chosen.html)).toBe('<p>home wide / Kirana</p>');
    // a first visit from a Hindi browser: the same page, from the cache
    const asked = await page('/', undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(asked.html).toContain('<html lang="hi">');
    // the choice outranks the browser; a cookie naming no language of ours is ignored
    const choiceFirst = await page('/', undefined, {
      cookie: 'kirana_lang=en',
      'accept-language': 'hi',
    });
    expect(choiceFirst.html).toContain('<html lang="en-IN">');
    const unknown = await page('/', undefined, { cookie: 'kirana_lang=fr' });
    expect(unknown.html).toContain('<html lang="en-IN">');
    expect(renderings().slice(before)).toEqual(['/']);
    expect(languages().slice(before)).toEqual(['hi']);
  });

  it('draws a product page again once a review changed its rating, in either layout', async () => {
    const path = '/aashirvaad-shudh-chakki-atta';
    await page(path, PHONE); // the wide one is kept from the first test
    const before = renderings().length;
    await page(path);
    await page(path, PHONE);
    expect(renderings()).toHaveLength(before);
    const details = await call<{ ProductDetails: { ProductId: number } }>(
      t,
      'GET',
      `/product-details?productSlug=${path.slice(1)}`,
    );
    const product = await findProductRef(t.database.db, details.body.ProductDetails.ProductId);
    await dropProductAnswers(t.deps, product!); // what a posted, edited or moderated review does
    await page(path);
    await page(path, PHONE);
    expect(renderings().slice(before)).toEqual([path, path]);
    await page('/'); // other pages are kept
    expect(renderings()).toHaveLength(before + 2);
  });

  it('sends a product or category page typed in capitals to its lower-case address, with its query', async () => {
    const product = await fetch(`${t.url}/Aashirvaad-Shudh-Chakki-ATTA?utm_source=sms`, {
      redirect: 'manual',
    });
    expect(product.status).toBe(301);
    expect(product.headers.get('location')).toBe('/aashirvaad-shudh-chakki-atta?utm_source=sms');
    const category = await fetch(`${t.url}/category/Staples-Atta`, { redirect: 'manual' });
    expect(category.headers.get('location')).toBe('/category/staples-atta');
    // a deeper path keeps its case: a sandbox payment's id is not a slug
    const payment = await fetch(`${t.url}/pay/sandbox/pay_AbC123`, { redirect: 'manual' });
    expect(payment.status).toBe(200);
  });

  it('leaves other pages, pages with a query and unknown products to the browser', async () => {
    expect(rootOf((await page('/cart', PHONE)).html)).toBe('');
    expect(rootOf((await page('/?utm_source=whatsapp', PHONE)).html)).toBe('');
    expect(rootOf((await page('/no-such-product-here')).html)).toBe('');
    expect(renderings()).toHaveLength(8);
  });

  it('counts the page’s calls against the visitor, and keeps no page whose rendering failed', async () => {
    // use up this address's API calls for the minute
    for (let i = 0; i < LIMIT + 2; i++) await call(t, 'GET', '/cache-state');
    expect((await call(t, 'GET', '/cache-state')).status).toBe(429);
    const refused = await page('/category/atta-flours');
    expect(rootOf(refused.html)).toBe('');
    expect(refused.html).toContain('<title>Atta');
    // nothing kept: a page already rendered comes from the cache, this one is tried again
    expect(rootOf((await page('/')).html)).toBe('<p>home wide / Kirana</p>');
    expect(rootOf((await page('/category/atta-flours')).html)).toBe('');
    expect(renderings().slice(8)).toEqual(['/category/atta-flours', '/category/atta-flours']);
  });
});
