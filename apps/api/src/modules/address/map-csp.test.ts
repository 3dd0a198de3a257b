import { describe, expect, it } from 'vitest';
import { StoreConfigs } from '@kirana/shared';
import { contentSecurityPolicy, EARLY_TAPS_HASH } from '../../lib/security-headers';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadConfig } from '../../config';
import { getSetting, putSetting } from '../content';
import { MAP_SOURCES, mapCspSources } from './map-csp';

const withMapKey = {
  beforeBuild: async (database: TestApp['database']) => {
    const store = await getSetting(database.db, 'storeConfigs');
    await putSetting(database.db, 'storeConfigs', { ...store, MapApiKey: 'maps-test-key' });
  },
};
const cspOf = async (t: TestApp) =>
  (await fetch(`${t.url}/api/health`)).headers.get('content-security-policy') ?? '';
const storeConfigsOf = async (t: TestApp) =>
  StoreConfigs.parse(await (await fetch(`${t.url}/api/get-store-configs`)).json());
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

const DEFAULT_MAPS_SDK_URL = 'https://maps.googleapis.com/maps/api/js';
const mapsSdkUrl = (env: Record<string, string>) => loadConfig(env).MAPS_SDK_URL;

describe('the Maps script URL', () => {
  it("is Google's unless MAPS_SDK_URL names another http(s) script", () => {
    expect(mapsSdkUrl({})).toBe(DEFAULT_MAPS_SDK_URL);
    expect(mapsSdkUrl({ MAPS_SDK_URL: 'http://127.0.0.1:4010/maps/api/js' })).toBe(
      'http://127.0.0.1:4010/maps/api/js',
    );
    expect(() => mapsSdkUrl({ MAPS_SDK_URL: 'not a url' })).toThrow(/MAPS_SDK_URL/);
    expect(() => mapsSdkUrl({ MAPS_SDK_URL: 'javascript:alert(1)' })).toThrow(/MAPS_SDK_URL/);
  });

  it("adds the script's origin to Google's hosts", () => {
    const csp = contentSecurityPolicy([mapCspSources('https://maps.example.in/js?x=1')]);
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' https://maps.googleapis.com https://maps.example.in ${EARLY_TAPS_HASH}`,
    );
    for (const host of MAP_SOURCES.img ?? []) expect(directive(csp, 'img-src')).toContain(host);
    // Google's own origin is named once
    expect(contentSecurityPolicy([mapCspSources(DEFAULT_MAPS_SDK_URL)])).toContain(
      `script-src 'self' https://maps.googleapis.com ${EARLY_TAPS_HASH};`,
    );
  });
});

describe('the map in the Content-Security-Policy and the store configs', () => {
  it('names the Maps hosts and sends the script URL only when the store has a map key', async () => {
    const plain = await startTestApp('pglite');
    const withMap = await startTestApp('pglite', {}, withMapKey);
    try {
      const plainCsp = await cspOf(plain);
      expect(plainCsp).not.toContain('maps.googleapis.com');
      expect(plainCsp).not.toContain('gstatic');
      expect(await storeConfigsOf(plain)).toMatchObject({ MapApiKey: null, MapSdkUrl: null });

      const csp = await cspOf(withMap);
      expect(directive(csp, 'script-src')).toBe(
        `script-src 'self' https://maps.googleapis.com ${EARLY_TAPS_HASH}`,
      );
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://maps.googleapis.com");
      expect(directive(csp, 'img-src')).toBe(
        "img-src 'self' data: blob: https://maps.gstatic.com https://*.googleapis.com https://*.ggpht.com",
      );
      // still no inline script and never framed
      expect(directive(csp, 'script-src')).not.toContain('unsafe');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await storeConfigsOf(withMap)).toMatchObject({
        MapApiKey: 'maps-test-key',
        MapSdkUrl: DEFAULT_MAPS_SDK_URL,
      });
    } finally {
      await plain.close();
      await withMap.close();
    }
  });

  it('names a MAPS_SDK_URL stand-in and answers its URL', async () => {
    const t = await startTestApp(
      'pglite',
      { MAPS_SDK_URL: 'http://127.0.0.1:4010/maps/api/js' },
      withMapKey,
    );
    try {
      const csp = await cspOf(t);
      expect(directive(csp, 'script-src')).toBe(
        `script-src 'self' https://maps.googleapis.com http://127.0.0.1:4010 ${EARLY_TAPS_HASH}`,
      );
      expect(directive(csp, 'img-src')).toContain('http://127.0.0.1:4010');
      expect((await storeConfigsOf(t)).MapSdkUrl).toBe('http://127.0.0.1:4010/maps/api/js');
    } finally {
      await t.close();
    }
  });

  it('refuses a MAPS_SDK_URL that is not an http(s) URL, naming it', () => {
    expect(() => mapsSdkUrl({ MAPS_SDK_URL: 'ftp://maps.example.in/js' })).toThrow(
      /MAPS_SDK_URL: must be an http\(s\) URL/,
    );
  });
});
