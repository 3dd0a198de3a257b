import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import type { RootState } from './store';

/** The id of the JSON script the server writes beside a rendered first screen. */
export const SERVER_RENDERED_ID = 'kirana-first-screen';

/** What the server rendered a first screen from: the page and path, the layout and the store's data. */
export interface ServerRendered {
  page: FirstScreenPage;
  path: string;
  mobile: boolean;
  state: Partial<RootState>;
}

/** The server's JSON as a <script> that never runs (CSP has no say) and no text can end early. */
export function serverRenderedScript(data: ServerRendered): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDERED_ID}">${json}</script>`;
}

const parsed = new WeakMap<Element, ServerRendered | null>();

/**
 * In the browser: the server's first-screen data, or null for a page rendered here alone. Parsed
 * once per script (the store and the start-up both ask; a product page's data is tens of KB).
 */
export function readServerRendered(): ServerRendered | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(SERVER_RENDERED_ID);
  if (!script?.textContent) return null;
  if (!parsed.has(script)) {
    try {
      parsed.set(script, JSON.parse(script.textContent) as ServerRendered);
    } catch {
      parsed.set(script, null);
    }
  }
  return parsed.get(script)!;
}
