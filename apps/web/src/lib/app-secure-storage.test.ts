import { afterEach, describe, expect, it } from 'vitest';
import { appSecureStorage, setAppSecureStorage } from './app-secure-storage';

afterEach(() => {
  setAppSecureStorage(null);
  localStorage.clear();
});

describe("the app's secure storage", () => {
  it('loads the cipher at the first use: values go in sealed and come back whole', async () => {
    await appSecureStorage().setItem('kirana.test', { qty: 2 });
    expect(localStorage.getItem('kirana.test')).toMatch(/^v1\./);
    expect(await appSecureStorage().getItem('kirana.test')).toEqual({
      status: 'ok',
      value: { qty: 2 },
    });
    appSecureStorage().removeItem('kirana.test');
    expect(await appSecureStorage().getItem('kirana.test')).toEqual({ status: 'empty' });
  });
});
