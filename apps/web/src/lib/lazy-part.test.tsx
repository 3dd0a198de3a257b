import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Panel = () => <p>Panel</p>;

describe('lazyPart', () => {
  it('loads the part when first mounted, once', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    const { unmount } = render(<Part />);
    expect(await screen.findByText('Panel')).toBeTruthy();
    unmount();
    render(<Part />);
    expect(screen.getByText('Panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when the load fails, and tries again at the next mount', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const Part = lazyPart(load);
    const first = render(<Part />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(first.container.textContent).toBe('');
    first.unmount();
    render(<Part />);
    expect(await screen.findByText('Panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
