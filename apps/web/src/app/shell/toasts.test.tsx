import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInfoToast, toastHostRequested } from '../../lib/toasts';
import { Toasts } from './toasts';

describe('toasts', () => {
  it('mount no container until the first toast, then load it and show that toast', async () => {
    const { container } = render(<Toasts />);
    expect(toastHostRequested()).toBe(false);
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => showInfoToast('Your order is on its way'));
    expect(await screen.findByText('Your order is on its way')).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
