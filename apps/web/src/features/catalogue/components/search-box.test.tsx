import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '../../../lib/router';
import { mockApi } from '../../cart/cart-test-kit';
import SearchBox from './search-box';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderBox(at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

describe('search box', () => {
  it('puts the cursor in the box on the search page without terms (the phone’s Search tab), not with them', () => {
    const input = renderBox('/search');
    expect(document.activeElement).toBe(input);
  });

  it('leaves the focus alone on a results page', () => {
    const input = renderBox('/search?terms=atta');
    expect(input).toHaveProperty('value', 'atta');
    expect(document.activeElement).not.toBe(input);
  });

  it('suggests from two characters and moves through the suggestions with the keyboard', async () => {
    const requests = mockApi({
      '/search-suggestions': (url) => ({
        Terms: url.searchParams.get('terms'),
        Suggestions: [
          { Type: 'category', Name: 'Atta', Slug: 'atta' },
          { Type: 'brand', Name: 'Aashirvaad' },
          { Type: 'product', Name: 'Aashirvaad Atta 5 kg', Slug: 'aashirvaad-atta', ImageId: 'x' },
        ],
      }),
    });
    const input = renderBox();
    await userEvent.type(input, 'a');
    await new Promise((r) => setTimeout(r, 300));
    expect(requests).toHaveLength(0);
    await userEvent.type(input, 'at');
    const options = await screen.findAllByRole('option');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/search-suggestions?terms=aat');
    expect(options).toHaveLength(3);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?terms=Aashirvaad');
  });

  it('searches the typed terms on Enter and closes on Escape', async () => {
    mockApi({
      '/search-suggestions': () => ({
        Terms: 'ghee',
        Suggestions: [{ Type: 'product', Name: 'Amul Ghee', Slug: 'amul-ghee' }],
      }),
    });
    const input = renderBox();
    await userEvent.type(input, 'ghee');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?terms=ghee');
  });
});
