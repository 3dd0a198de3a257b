import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES } from '@kirana/shared';
import { startTestApp, type TestApp } from '../../test/harness';
import { CONSOLE_ROUTES } from './staff-guard';
import { callerTokens, type Caller } from './staff-test-kit';

// a path parameter no row has: the guard answers before any lookup or validation
const UUID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/photo|media|image/i.test(name) ? UUID : '2147483'));

/**
 * Every console call of the running app, as every kind of caller: the roles its permission
 * grants pass the guard, the others get 403, a shopper's token and none get 401. Calls are made
 * without a body, so an allowed change is refused by validation and nothing is changed.
 */
describe('every console call, as every role', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  it('knows the console routes of this app', () => {
    expect(CONSOLE_ROUTES.size).toBeGreaterThan(40);
  });

  it('lets through exactly the roles each route names', async () => {
    const checked: string[] = [];
    for (const [route, permission] of CONSOLE_ROUTES) {
      if (permission === null) continue; // /admin/me and /admin/sign-out: every staff member
      const [method, url] = route.split(' ') as [string, string];
      const path = fill(url).replace(/^\/api/, '');
      for (const caller of ['shopper', 'nobody', ...STAFF_ROLES] as const) {
        // the status only: some answers are CSV, HTML or PDF
        const res = await fetch(`${t.url}/api${path}`, {
          method,
          headers: tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {},
        });
        await res.arrayBuffer();
        const label = `${route} as ${caller}`;
        if (caller === 'shopper' || caller === 'nobody') expect(res.status, label).toBe(401);
        else if (can(caller, permission)) expect([401, 403], label).not.toContain(res.status);
        else expect(res.status, label).toBe(403);
      }
      checked.push(route);
    }
    expect(checked.length).toBe([...CONSOLE_ROUTES.values()].filter(Boolean).length);
  });
});
