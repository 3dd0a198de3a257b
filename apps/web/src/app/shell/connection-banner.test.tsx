import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MS, ConnectionBanner } from './connection-banner';

afterEach(() => vi.useRealTimers());

describe('connection banner', () => {
  it('says "You are offline" on the offline event, then "back online" briefly', () => {
    vi.useFakeTimers();
    render(<ConnectionBanner />);
    expect(screen.queryByText('You are offline')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline')).toBeNull();
    expect(screen.getByText('You are back online')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS);
    });
    expect(screen.queryByText('You are back online')).toBeNull();
  });
});
