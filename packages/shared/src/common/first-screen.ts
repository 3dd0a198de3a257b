// What the storefront's build tells the server about the first screen of its landing pages, so
// the HTML can start their files and their lead image at once instead of after the entry script
// has run (a round trip or two on a slow phone connection).

/** The build's list, in the web build's output folder. */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/** The pages a shopper lands on from outside (search engines, shared links, the home screen). */
export const FIRST_SCREEN_PAGES = ['home', 'category', 'product'] as const;
export type FirstScreenPage = (typeof FIRST_SCREEN_PAGES)[number];

/** A page's own files, beyond the entry's (which index.html already loads), as URL paths. */
export interface FirstScreenFiles {
  scripts: string[];
  styles: string[];
}

export type FirstScreenManifest = Partial<Record<FirstScreenPage, FirstScreenFiles>>;

/** The `sizes` of the home page's first banner: its <img> and the HTML's preload must agree, or
 * the browser may fetch another width twice. */
export const BANNER_IMAGE_SIZES = '(max-width: 767px) 92vw, 600px';
