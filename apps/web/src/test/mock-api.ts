// A fake API for the web suites on MSW: the page's fetch goes out as in the browser and is
// answered here; the suites read back the requests MSW saw.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Listened to by src/test/setup.ts for every suite; `mockApi` adds a test's answers. */
export const apiServer = setupServer();

/**
 * One request as the page sent it: the path and query it asked, the method, the headers (names
 * in lower case, as HTTP has them) and the JSON body.
 */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A path's answer: a JSON body, or a function of the request returning a JSON body or a
 * Response (`Response.error()` for a network failure; a pending promise holds the request).
 * Undefined answers as a path not given.
 */
export type ApiRoute = RouteFn | object | string | number | boolean | null | undefined;
type RouteFn = (url: URL, request: SeenRequest) => unknown;

/**
 * Answers the API for this test by path under /api (200 JSON; 404 for a path not given) and
 * returns the requests seen, in the order they were sent.
 */
export function mockApi(routes: Record<string, ApiRoute> = {}): SeenRequest[] {
  const seen: SeenRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const entry: SeenRequest = {
        url: url.pathname + url.search,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: undefined,
      };
      seen.push(entry);
      entry.body = await jsonBodyOf(request);
      const route = routes[url.pathname.replace(/^\/api/, '')];
      if (route === undefined)
        return HttpResponse.json({ Message: 'Not found', Code: 'NOT_FOUND' }, { status: 404 });
      const answer = typeof route === 'function' ? await route(url, entry) : route;
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return seen;
}

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}
