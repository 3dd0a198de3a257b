// The import rules of eslint.config.js fire: each case lints a one-line file placed in the tree.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..') + '/';
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: repoRoot + filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

describe('import boundaries (eslint-plugin-boundaries)', () => {
  it('a feature imports another feature only through its index.ts', async () => {
    const file = 'apps/web/src/features/cart/boundary-fixture.ts';
    expect(await boundaryErrors(file, "export { signIn } from '../auth/sign-in-thunks';")).toEqual([
      'Import another feature or API module only through its index.ts',
    ]);
    expect(await boundaryErrors(file, "export { logout } from '../auth';")).toEqual([]);
    expect(await boundaryErrors(file, "export { itemIdOf } from './cart-types';")).toEqual([]);
  });

  it('a feature imports app/ only for the typed store and hooks', async () => {
    const file = 'apps/web/src/features/cart/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "export { AppRoutes } from '../../app/router';"),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, "export { useAppSelector } from '../../app/hooks';")).toEqual(
      [],
    );
  });

  it('shared code never imports a feature', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/lib/boundary-fixture.ts',
        "export { cartSlice } from '../features/cart';",
      ),
    ).toHaveLength(1);
  });

  it('a console feature imports another only through its index.ts, and app/ only for its API and store', async () => {
    const file = 'apps/admin/src/features/offers/boundary-fixture.ts';
    expect(await boundaryErrors(file, "export { catalogueApi } from '../catalogue/api';")).toEqual([
      'Import another console feature only through its index.ts',
    ]);
    expect(await boundaryErrors(file, "export { catalogueApi } from '../catalogue';")).toEqual([]);
    expect(await boundaryErrors(file, "export { router } from '../../app/router';")).toEqual([
      'A console feature must not import app/ (only its API, store and session)',
    ]);
    expect(await boundaryErrors(file, "export { adminApi } from '../../app/api';")).toEqual([]);
  });

  it('an API module is imported from outside only through its index.ts', async () => {
    const file = 'apps/api/src/modules/cart/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "export { findPricing } from '../catalogue/pricing.service';"),
    ).toEqual(['Import another feature or API module only through its index.ts']);
    expect(await boundaryErrors(file, "export { findPricing } from '../catalogue';")).toEqual([]);
  });

  it('app.ts wires an API module through its <module>.plugin.ts; other modules may not', async () => {
    const wiring = "export { registerCartRoutes } from './modules/cart/cart.plugin';";
    expect(await boundaryErrors('apps/api/src/boundary-fixture.ts', wiring)).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/orders/boundary-fixture.ts',
        "export { registerCartRoutes } from '../cart/cart.plugin';",
      ),
    ).toEqual(['Import another feature or API module only through its index.ts']);
  });

  it('an API file never imports what imports it back (import type excepted)', async () => {
    // pricing.service.ts is re-exported by the catalogue's index.ts: importing that index closes a cycle
    const file = 'apps/api/src/modules/catalogue/pricing.service.ts';
    const cycles = async (code: string) => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: repoRoot + file });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
    };
    expect(
      await cycles("import { takeStock } from './index';\nexport const take = takeStock;"),
    ).toHaveLength(1);
    expect(
      await cycles("import type { StockItem } from './index';\nexport type Item = StockItem;"),
    ).toEqual([]);
  });

  it('a web file never imports what imports it back (import type excepted)', async () => {
    // auth's session thunks write the user state through the users index, so the user slice
    // importing auth at runtime would close a cycle; its SessionUser type may come from there
    const file = 'apps/web/src/features/users/user-slice.ts';
    const cycles = async (code: string) => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: repoRoot + file });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
    };
    expect(
      await cycles("import { logout } from '../auth';\nexport const out = logout;"),
    ).toHaveLength(1);
    expect(
      await cycles("import type { SessionUser } from '../auth';\nexport type User = SessionUser;"),
    ).toEqual([]);
  });

  it("the API's lib/ never imports modules/", async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/lib/boundary-fixture.ts',
        "export { findPricing } from '../modules/catalogue';",
      ),
    ).toEqual(['apps/api/src/lib must not import modules/']);
  });
});
