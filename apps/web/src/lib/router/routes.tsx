import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { useLocation } from './router';

export type Params = Record<string, string | undefined>;

const ParamsContext = createContext<Params>({});

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Matches a path against a pattern of static segments, `:name`, optional `:name?` and a final `*`.
 * Static segments ignore case and a trailing slash does not count, as with react-router.
 * Returns the decoded parameters, or null.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i]!;
    const value = actual[i];
    if (segment === '*') {
      params['*'] = actual.slice(i).join('/');
      return params;
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        params[name] = value;
      }
      continue;
    }
    if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return actual.length > wanted.length ? null : params;
}

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** A row of the route table; only <Routes> reads it. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only used inside <Routes>');
}

/** Renders the element of the first <Route> whose path matches: order the table from most specific. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const params = matchPath(child.props.path, pathname);
    if (params)
      return <ParamsContext.Provider value={params}>{child.props.element}</ParamsContext.Provider>;
  }
  return null;
}

/** The matched route's parameters. */
export function useParams<T extends string = string>(): Partial<Record<T, string>> {
  return useContext(ParamsContext) as Partial<Record<T, string>>;
}
