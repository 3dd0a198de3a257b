import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import type { Language } from '@kirana/shared/common/languages';

/** A landing page's first screen as the storefront renders it on the server. */
export interface FirstScreen {
  head: string;
  html: string;
  script: string;
}

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  renderFirstScreen(opts: {
    url: string;
    page: FirstScreenPage;
    mobile: boolean;
    language: Language;
  }): Promise<FirstScreen | null>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  isPhoneUserAgent(userAgent: string): boolean;
}

export interface FirstScreenRenderer {
  /** Whether a visitor gets the phone layout (the browser corrects a wrong guess after hydrating). */
  isPhone(userAgent: string | undefined): boolean;
  /** The page rendered for a visitor (their address counts the page's API calls), or null. */
  render(opts: {
    url: string;
    page: FirstScreenPage;
    mobile: boolean;
    /** The language to draw it in; the page's API calls ask for it (`Accept-Language`). */
    language: Language;
    ip: string;
  }): Promise<FirstScreen | null>;
}

/**
 * Loads the storefront's server renderer from the web build (dist-server/), or null when there is
 * none. The page's API calls are answered in process (`app.inject`) by the same routes, caches
 * and rate limits the browser's calls meet, counted against the visitor's address.
 */
export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  serverDir: string,
): Promise<FirstScreenRenderer | null> {
  const entryFile = join(serverDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const visitor = new AsyncLocalStorage<{ ip: string; language: Language }>();
  entry.setApiTransport(async (url, init) => {
    const sent: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (sent[name] = value));
    const reader = visitor.getStore();
    if (reader) sent['accept-language'] = reader.language;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: sent,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: reader?.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers,
    });
  });
  return {
    isPhone: (userAgent) => entry.isPhoneUserAgent(userAgent ?? ''),
    render: ({ ip, ...opts }) =>
      visitor
        .run({ ip, language: opts.language }, () => entry.renderFirstScreen(opts))
        .catch((err: unknown) => {
          app.log.error({ err, url: opts.url }, 'server rendering of the first screen failed');
          return null;
        }),
  };
}

/**
 * index.html with a rendered first screen: its hints first in the head (the page's lead image
 * starts before the scripts and styles take the connections), its markup in #root, its data after.
 */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string {
  return indexHtml
    .replace(/<meta charset[^>]*>|<head>/i, (first) => `${first}${screen.head}`)
    .replace('<div id="root"></div>', `<div id="root">${screen.html}</div>${screen.script}`);
}
