// Helpers for the console's component tests: a fresh store, a router, and a fake API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ROLE_PERMISSIONS, type StaffRole } from '@kirana/shared/staff/permissions';
import { appI18n, I18nProvider } from '../lib/i18n';
import { TOKEN_KEY } from './session-slice';
import { makeStore } from './store';

/** The answer of /admin/me for a staff member of `role`. */
export const meOf = (role: StaffRole) => ({
  Id: 1,
  Name: 'Meera Nair',
  Role: role,
  Permissions: [...ROLE_PERMISSIONS[role]],
});

/** A fake answer: JSON as is, or made from the request (a Response, such as a refusal, as is). */
export type FakeAnswer = unknown | ((req: Request, url: URL) => unknown);

// One MSW server for a test file; each test's answers and listeners go when it ends.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const notFound = () =>
  HttpResponse.json({ Message: 'Not found', Code: 'NOT_FOUND' }, { status: 404 });

/** The MSW handler of one answer: `'POST /admin/x'` for that method only, `'/admin/x'` for any. */
function handlerOf(key: string, answer: FakeAnswer) {
  const [method, path] = key.includes(' ') ? key.split(' ') : ['ALL', key];
  const verb = method!.toLowerCase() as keyof typeof http;
  return http[verb](`/api${path}`, async ({ request }) => {
    const body =
      typeof answer === 'function' ? await answer(request, new URL(request.url)) : answer;
    return body instanceof Response ? body : HttpResponse.json(body);
  });
}

/**
 * A fake API for this test (MSW): each path under /api answers 200 with its JSON, an answer
 * named with its method before one without; any other call is a 404. Returns the requests
 * the API saw, in order.
 */
export function mockApi(answers: Record<string, FakeAnswer>) {
  const keys = Object.keys(answers).sort(
    (a, b) => Number(b.includes(' ')) - Number(a.includes(' ')),
  );
  server.use(...keys.map((k) => handlerOf(k, answers[k])), http.all('*', notFound));
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request));
  return { requests };
}

/** Renders inside the console's i18n, a fresh store, signed in, and a memory router at `route`. */
export function renderInConsole(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const store = makeStore();
  const result = render(
    <I18nProvider i18n={appI18n}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
  return { store, ...result };
}
