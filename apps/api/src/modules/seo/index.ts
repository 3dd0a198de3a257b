// The SEO module: page heads for search engines and link previews, the sitemap and robots.txt.
export { headFor, type PageHead } from './seo.service';

export { injectHead } from './inject-head';

export { firstScreenTags, loadFirstScreenManifest } from './first-screen';
