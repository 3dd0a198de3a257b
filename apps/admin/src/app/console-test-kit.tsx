// Helpers for the console's component tests: a fresh store, a router, and a fake API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ROLE_PERMISSIONS, type StaffRole } from '@kirana/shared/staff/permissions';
import { TOKEN_KEY } from './session-slice';
import { makeStore } from './store';

/** The answer of /admin/me for a staff member of `role`. */
export const meOf = (role: StaffRole) => ({
  Id: 1,
  Name: 'Meera Nair',
  Role: role,
  Permissions: [...ROLE_PERMISSIONS[role]],
});

/** A fake answer: JSON as is, or made from the request. */
export type FakeAnswer = unknown | ((req: Request, url: URL) => unknown);

/**
 * Replaces fetch with a fake API: the path under /api with its query, else the bare path,
 * answers 200 with its JSON; any other call is a 404. Returns the mock to inspect the calls.
 */
export function mockApi(answers: Record<string, FakeAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const answer = answers[`${req.method} ${path}`] ?? answers[path + url.search] ?? answers[path];
    if (answer === undefined)
      return Response.json({ Message: 'Not found', Code: 'NOT_FOUND' }, { status: 404 });
    return Response.json(typeof answer === 'function' ? await answer(req, url) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders inside a fresh store, signed in, and a memory router at `route`. */
export function renderInConsole(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const store = makeStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
