import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState, ONLINE_RETRY_AGAIN_MS, ONLINE_SETTLE_MS } from './error-state';

afterEach(() => vi.useRealTimers());

describe('a failed load', () => {
  it('tries again when the connection comes back, and once more when that try fails too', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const { unmount } = render(<ErrorState message="You are offline" onRetry={retry} />);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
    // the try shows the page loading (the panel goes), fails, and the panel is back
    unmount();
    render(<ErrorState message="You are offline" onRetry={retry} />);
    act(() => void vi.advanceTimersByTime(ONLINE_RETRY_AGAIN_MS));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('waits for the shopper when the connection came back long before', () => {
    vi.useFakeTimers();
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(ONLINE_SETTLE_MS + 1));
    const retry = vi.fn();
    render(<ErrorState onRetry={retry} />);
    act(() => void vi.advanceTimersByTime(ONLINE_RETRY_AGAIN_MS * 5));
    expect(retry).not.toHaveBeenCalled();
  });
});
