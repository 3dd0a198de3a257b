import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  resolvePath,
  type History,
  type Location,
  type NavigateOptions,
} from './history';

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);

/** Follows a history: a change of location re-renders as a transition, as react-router did, so the
 * page on screen stays until the next one's chunk has loaded (no flash of the loading state). */
function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // a child's layout effect may have navigated before this one subscribed
    setLocation(history.location);
    return history.listen((next) => startTransition(() => setLocation(next)));
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

/** The router's history (for hooks beside this file). */
export function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A router hook was used outside a router');
  return history;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() was used outside a router');
  return location;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

/** Goes to `to` (pushing, or replacing with `replace`) or moves `delta` entries through history. */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else {
        const path = resolvePath(to, history.location);
        if (options.replace) history.replace(path, options.state);
        else history.push(path, options.state);
      }
      return Promise.resolve();
    },
    [history],
  ) as NavigateFunction;
}
