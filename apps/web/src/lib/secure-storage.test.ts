import { describe, expect, it } from 'vitest';
import {
  createSecureStorage,
  defaultKeySource,
  derivedKeySource,
  generateAppKey,
  openValue,
  sealValue,
  staticKeySource,
} from './secure-storage';

describe('secure storage', () => {
  it('round-trips a value, encrypted at rest', async () => {
    const storage = createSecureStorage(staticKeySource(generateAppKey()));
    await storage.setItem('cart', [{ ProductId: 7, Name: 'Toor dal' }]);
    const raw = localStorage.getItem('cart')!;
    expect(raw).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(raw).not.toContain('Toor');
    expect(await storage.getItem('cart')).toEqual({
      status: 'ok',
      value: [{ ProductId: 7, Name: 'Toor dal' }],
    });
  });

  it('uses a fresh IV per write', async () => {
    const key = await generateAppKey();
    expect(await sealValue(key, 'a', 1)).not.toBe(await sealValue(key, 'a', 1));
  });

  it('says empty when nothing is stored', async () => {
    const storage = createSecureStorage(staticKeySource(generateAppKey()));
    expect(await storage.getItem('cart')).toEqual({ status: 'empty' });
  });

  it('rejects a modified ciphertext (the GCM tag is the signature)', async () => {
    const storage = createSecureStorage(staticKeySource(generateAppKey()));
    await storage.setItem('cart', { qty: 1 });
    const [v, iv, ct] = localStorage.getItem('cart')!.split('.');
    const bytes = Uint8Array.from(atob(ct!), (c) => c.charCodeAt(0));
    bytes[0]! ^= 1;
    localStorage.setItem('cart', `${v}.${iv}.${btoa(String.fromCharCode(...bytes))}`);
    expect(await storage.getItem('cart')).toEqual({ status: 'invalid' });
  });

  it('rejects plain JSON, garbage, another version and another key', async () => {
    const storage = createSecureStorage(staticKeySource(generateAppKey()));
    for (const raw of ['[{"ProductId":1}]', 'garbage', 'v2.AAAA.AAAA', 'v1.%%%.%%%', 'v1.AAAA']) {
      localStorage.setItem('cart', raw);
      expect(await storage.getItem('cart')).toEqual({ status: 'invalid' });
    }
    const other = createSecureStorage(staticKeySource(generateAppKey()));
    await other.setItem('cart', [1]);
    expect(await storage.getItem('cart')).toEqual({ status: 'invalid' });
  });

  it('binds a blob to its storage name', async () => {
    const key = await generateAppKey();
    const blob = await sealValue(key, 'session', { token: 'x' });
    expect(await openValue(key, 'cart', blob)).toEqual({ status: 'invalid' });
    expect(await openValue(key, 'session', blob)).toEqual({ status: 'ok', value: { token: 'x' } });
  });

  it('derives the same key for the same browser salt (fallback without IndexedDB)', async () => {
    const a = createSecureStorage(derivedKeySource());
    await a.setItem('cart', { n: 2 });
    const b = createSecureStorage(derivedKeySource());
    expect(await b.getItem('cart')).toEqual({ status: 'ok', value: { n: 2 } });
    localStorage.setItem('kirana.ks', btoa('another salt....'));
    const c = createSecureStorage(derivedKeySource());
    expect(await c.getItem('cart')).toEqual({ status: 'invalid' });
  });

  it('falls back to the derived key where IndexedDB is missing (jsdom)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const storage = createSecureStorage(defaultKeySource());
    await storage.setItem('x', 'y');
    expect(await createSecureStorage(defaultKeySource()).getItem('x')).toEqual({
      status: 'ok',
      value: 'y',
    });
  });

  it('reports invalid when the key cannot be had', async () => {
    localStorage.setItem('cart', 'v1.AAAAAAAAAAAAAAAA.AAAA');
    const storage = createSecureStorage({ getKey: () => Promise.reject(new Error('no key')) });
    expect(await storage.getItem('cart')).toEqual({ status: 'invalid' });
  });
});
