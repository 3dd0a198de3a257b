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
    expect(await boundaryErrors(file, "export { signIn } from '../user/session-thunks';")).toEqual([
      'Import another feature or API module only through its index.ts',
    ]);
    expect(await boundaryErrors(file, "export { signIn } from '../user';")).toEqual([]);
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

  it('an API module is imported from outside only through its index.ts', async () => {
    const file = 'apps/api/src/modules/cart/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "export { findPricing } from '../catalogue/pricing.service';"),
    ).toEqual(['Import another feature or API module only through its index.ts']);
    expect(await boundaryErrors(file, "export { findPricing } from '../catalogue';")).toEqual([]);
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
