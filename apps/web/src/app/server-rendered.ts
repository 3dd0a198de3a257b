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

/** In the browser: the server's first-screen data, or null for a page rendered here alone. */
export function readServerRendered(): ServerRendered | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_RENDERED_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRendered;
  } catch {
    return null;
  }
}
