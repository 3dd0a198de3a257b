import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../store';
import { ProgressBar } from './progress-bar';
import { fetchStoreConfigs } from '../../features/general/general-slice';

describe('top progress bar', () => {
  it('runs at 3 px in #D9534F while a state group loads', async () => {
    const store = makeStore();
    const { container } = render(
      <Provider store={store}>
        <MemoryRouter>
          <ProgressBar />
        </MemoryRouter>
      </Provider>,
    );
    act(() => {
      store.dispatch(fetchStoreConfigs.pending('req', undefined));
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // the library draws a 3 px track holding the coloured bar that grows while loading
    const track = [...container.querySelectorAll<HTMLElement>('div')].find(
      (d) => d.style.height === '3px',
    );
    const fill = track?.firstElementChild as HTMLElement | null;
    expect(track).toBeTruthy();
    expect(fill!.style.background.replace(/\s/g, '')).toBe('rgb(217,83,79)');
    expect(parseFloat(fill!.style.width)).toBeGreaterThan(0);
  });
});
