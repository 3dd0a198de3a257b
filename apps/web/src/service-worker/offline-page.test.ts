import { describe, expect, it } from 'vitest';
import { languageOfPath, offlinePage, shellFor } from './offline-page';

// The worker's own offline page (no shell saved yet) in the shopper's language, from the `sw`
// catalogue of the storefront.

describe('the service worker’s offline page', () => {
  it('speaks Hindi to a Hindi shopper and English otherwise', () => {
    const hindi = offlinePage('hi');
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(hindi).toContain('>फिर से कोशिश करें</button>');
    const english = offlinePage('en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>You are offline</h1>');
    expect(english).toContain('>Try again</button>');
  });

  it('reads the language of a /hi/ address, and no other prefix', () => {
    expect(languageOfPath('/hi/cart')).toBe('hi');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/en/search')).toBe('en');
    expect(languageOfPath('/history/orders')).toBeNull();
    expect(languageOfPath('/xx/cart')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
  });

  it('gives a /hi/ page the saved shell in Hindi, and any other page the shell as it was saved', async () => {
    const saved = () =>
      new Response('<!doctype html><html lang="en-IN"><head></head><body>shell</body></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const hindi = await shellFor(saved(), 'https://kirana.test/hi/category/atta');
    expect(await hindi.text()).toBe(
      '<!doctype html><html lang="hi"><head></head><body>shell</body></html>',
    );
    expect(hindi.headers.get('content-type')).toContain('text/html');
    const plain = await shellFor(saved(), 'https://kirana.test/category/atta');
    expect(await plain.text()).toContain('<html lang="en-IN">');
  });
});
