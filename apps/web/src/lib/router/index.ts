// The storefront's router: the part of react-router's declarative API the app uses, in about
// 2 KB instead of react-router's 13.7 KB (gzipped), to keep the first screen's JavaScript small
// (issue #13 part 5). The console keeps react-router.
export type { Location, NavigateOptions } from './history';
export { moveToLanguage } from './language-prefix';
export { BrowserRouter, MemoryRouter, StaticRouter, useLocation, useNavigate } from './router';
export { useSearchParams } from './use-search-params';
export type { NavigateFunction } from './router';
export { Route, Routes, matchPath, useParams } from './routes';
export type { Params } from './routes';
export { Link, NavLink, Navigate } from './link';
export { HeadLinks } from './head-links';
