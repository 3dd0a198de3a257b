import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../lib/router';
import { makeStore } from '../store';
import { PROGRESS_BAR, ProgressBar } from './progress-bar';
import { fetchStoreConfigs } from '../../features/general/general-slice';

function renderBar() {
  const store = makeStore();
  const { container } = render(
    <Provider store={store}>
      <MemoryRouter>
        <ProgressBar />
      </MemoryRouter>
    </Provider>,
  );
  const track = container.firstElementChild as HTMLElement;
  return { store, track, fill: track.firstElementChild as HTMLElement };
}

describe('top progress bar', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at 3 px in #D9534F while a state group loads, growing until it ends', () => {
    vi.useFakeTimers();
    const { store, track, fill } = renderBar();
    expect(parseFloat(fill.style.width)).toBe(0);
    act(() => {
      store.dispatch(fetchStoreConfigs.pending('req', undefined));
    });
    expect(track.style.height).toBe('3px');
    expect(fill.style.background.replace(/\s/g, '')).toBe('rgb(217,83,79)');
    const first = parseFloat(fill.style.width);
    expect(first).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(3000));
    const later = parseFloat(fill.style.width);
    expect(later).toBeGreaterThan(first);
    expect(later).toBeLessThan(95);
  });

  it('fills when the work ends, then after the waiting time fades out and resets', () => {
    vi.useFakeTimers();
    const { store, fill } = renderBar();
    act(() => {
      store.dispatch(fetchStoreConfigs.pending('req', undefined));
    });
    act(() => {
      store.dispatch(fetchStoreConfigs.rejected(null, 'req', undefined));
    });
    expect(fill.style.width).toBe('100%');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.waitingTime + 1000));
    expect(parseFloat(fill.style.width)).toBe(0);
  });
});
