import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  HeadLinks,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  moveToLanguage,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}
const where = () => screen.getByTestId('where').textContent;

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function Category() {
  return <h1>category {useParams().slug}</h1>;
}

function Product() {
  return <h1>product {useParams().slug}</h1>;
}

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/category/:slug', '/category/atta', { slug: 'atta' }],
    ['/category/:slug', '/Category/atta/', { slug: 'atta' }],
    ['/category/:slug', '/category', null],
    ['/category/:slug', '/category/atta/extra', null],
    ['/address/new/:flag?', '/address/new', {}],
    ['/address/new/:flag?', '/address/new/true', { flag: 'true' }],
    ['/order/confirmed/', '/order/confirmed', {}],
    ['/:slug', '/toor%20dal', { slug: 'toor dal' }],
    ['/:slug', '/bad%E0%A4', { slug: 'bad%E0%A4' }],
    ['*', '/no/such/page', { '*': 'no/such/page' }],
    ['/cart', '/carts', null],
  ])('%s against %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });
});

describe('Routes', () => {
  it('renders the first matching route with its parameters, and the catch-all last', () => {
    const table = (route: string) => (
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/cart" element={<h1>cart</h1>} />
          <Route path="/:slug" element={<Product />} />
          <Route path="*" element={<h1>not found</h1>} />
        </Routes>
      </MemoryRouter>
    );
    const { unmount } = render(table('/cart'));
    expect(screen.getByRole('heading').textContent).toBe('cart');
    unmount();
    render(table('/atta'));
    expect(screen.getByRole('heading').textContent).toBe('product atta');
    cleanup();
    render(table('/cart/extra'));
    expect(screen.getByRole('heading').textContent).toBe('not found');
  });
});

describe('Link and navigation', () => {
  it('a click navigates in place with its state; a click with a modifier is left to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/cart?from=home" state={{ from: 'home' }}>
          Cart
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart?from=home');
    const newTab = fireEvent.click(link, { ctrlKey: true });
    expect(newTab).toBe(true); // not prevented: the browser opens it
    expect(where()).toBe('/ null');
    act(() => void fireEvent.click(link));
    expect(where()).toBe('/cart?from=home {"from":"home"}');
  });

  it('a link to the page already open replaces its entry, so Back leaves the page', () => {
    render(
      <MemoryRouter initialEntries={['/', '/cart']}>
        <Link to="/cart">Cart</Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Cart' })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(where()).toBe('/ null');
  });

  it('NavLink marks the open page, a parent only without `end`', () => {
    render(
      <MemoryRouter initialEntries={['/order/history']}>
        <NavLink to="/order/history">History</NavLink>
        <NavLink to="/order">Orders</NavLink>
        <NavLink to="/order" end>
          Orders exactly
        </NavLink>
        <NavLink to="/">Home</NavLink>
      </MemoryRouter>,
    );
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('History')).toBe('page');
    expect(current('Orders')).toBe('page');
    expect(current('Orders exactly')).toBeNull();
    expect(current('Home')).toBeNull();
  });

  it('Navigate redirects, replacing the entry', () => {
    render(
      <MemoryRouter initialEntries={['/start', '/old']}>
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Back />
      </MemoryRouter>,
    );
    expect(where()).toBe('/new null');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(where()).toBe('/start null');
  });

  it('useSearchParams reads the query and sets a new one on the same path', () => {
    function Sort() {
      const [params, setParams] = useSearchParams();
      return (
        <button onClick={() => setParams({ sort: 'price-asc' }, { replace: true })}>
          sort {params.get('sort') ?? 'none'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/category/atta?sort=new']}>
        <Sort />
        <Where />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('sort new');
    act(() => void fireEvent.click(button));
    expect(button.textContent).toBe('sort price-asc');
    expect(where()).toBe('/category/atta?sort=price-asc null');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes real history entries and follows Back (popstate)', async () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Link to="/cart">Cart</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/start null');
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Cart' })));
    expect(window.location.pathname).toBe('/cart');
    expect(where()).toBe('/cart null');
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(where()).toBe('/start null');
  });

  it('keeps the language prefix the page was opened with: routes see the plain path, links and URLs keep /hi/', async () => {
    window.history.replaceState(null, '', '/hi/category/atta?sort=price');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/category/:slug" element={<Category />} />
          <Route path="/:slug" element={<Product />} />
        </Routes>
        <Link to="/toor-dal">Dal</Link>
        <Link to="/">Home</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('category atta');
    expect(where()).toBe('/category/atta?sort=price null');
    expect(screen.getByRole('link', { name: 'Dal' }).getAttribute('href')).toBe('/hi/toor-dal');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/hi/');
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Dal' })));
    expect(window.location.pathname).toBe('/hi/toor-dal');
    expect(screen.getByRole('heading').textContent).toBe('product toor-dal');
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/hi/category/atta');
    expect(where()).toBe('/category/atta?sort=price null');
  });

  it('moves to another language’s URL form: this entry at once, an older one when Back reaches it', async () => {
    window.history.replaceState(null, '', '/atta');
    render(
      <BrowserRouter>
        <Link to="/cart">Cart</Link>
        <Where />
      </BrowserRouter>,
    );
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Cart' })));
    expect(window.location.pathname).toBe('/cart');
    act(() => moveToLanguage('hi'));
    expect(window.location.pathname).toBe('/hi/cart');
    expect(where()).toBe('/cart null');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/hi/cart');
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/hi/atta');
    expect(where()).toBe('/atta null');
    act(() => moveToLanguage('en'));
    expect(window.location.pathname).toBe('/atta');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('keeps the head’s canonical and hreflang links on the page open, in the page’s language', () => {
    document.head.innerHTML = [
      '<link rel="canonical" href="https://shop.example.in/hi/" />',
      '<link rel="alternate" hreflang="en-IN" href="https://shop.example.in/" />',
      '<link rel="alternate" hreflang="hi-IN" href="https://shop.example.in/hi/" />',
      '<link rel="alternate" hreflang="x-default" href="https://shop.example.in/" />',
    ].join('');
    document.documentElement.lang = 'hi';
    window.history.replaceState(null, '', '/hi/');
    render(
      <BrowserRouter>
        <Link to="/category/atta">Atta</Link>
        <HeadLinks />
      </BrowserRouter>,
    );
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Atta' })));
    const hrefs = () =>
      [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.hreflang} ${l.href}`);
    expect(hrefs()).toEqual([
      'canonical  https://shop.example.in/hi/category/atta',
      'alternate en-IN https://shop.example.in/category/atta',
      'alternate hi-IN https://shop.example.in/hi/category/atta',
      'alternate x-default https://shop.example.in/category/atta',
    ]);
    document.documentElement.lang = 'en-IN';
    act(() => moveToLanguage('en'));
    expect(window.location.pathname).toBe('/category/atta');
    expect(hrefs()[0]).toBe('canonical  https://shop.example.in/category/atta');
    document.head.innerHTML = '';
    document.documentElement.lang = '';
  });
});

describe('StaticRouter', () => {
  it('draws a /hi/ page at its plain path with links under /hi/ (the server’s first screen)', () => {
    render(
      <StaticRouter location="/hi/toor-dal?x=1">
        <Routes>
          <Route path="/:slug" element={<Product />} />
        </Routes>
        <Link to="/cart">Cart</Link>
        <Where />
      </StaticRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('product toor-dal');
    expect(where()).toBe('/toor-dal?x=1 null');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/hi/cart');
  });

  it('leaves an unprefixed page and a slug that only starts like a language alone', () => {
    render(
      <StaticRouter location="/hindi-pickle">
        <Routes>
          <Route path="/:slug" element={<Product />} />
        </Routes>
        <Link to="/cart">Cart</Link>
      </StaticRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('product hindi-pickle');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });
});
