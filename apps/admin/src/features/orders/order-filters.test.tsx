import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../app/console-test-kit';
import { OrderFilters } from './order-filters';

describe('the console’s order filters', () => {
  it('filters by the delivery slot’s date', () => {
    const set = vi.fn();
    renderInConsole(<OrderFilters params={new URLSearchParams('slotDate=2026-11-30')} set={set} />);
    const slotDate = screen.getByLabelText('Delivery slot on') as HTMLInputElement;
    expect(slotDate.value).toBe('2026-11-30');
    fireEvent.change(slotDate, { target: { value: '2026-12-01' } });
    expect(set).toHaveBeenCalledWith({ slotDate: '2026-12-01' });
  });
});
