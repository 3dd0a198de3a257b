import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../listing-query';
import ListingControls from './listing-controls';

function Listing() {
  return (
    <ListingControls filters={NO_FILTERS} facets={null} total={12} label="Atta" onChange={() => {}}>
      <p>results</p>
    </ListingControls>
  );
}

describe('listing controls: the filters column and the phones’ sheet', () => {
  it('the filters are a column; the Filters button opens the same panel in a modal <dialog>', async () => {
    render(<Listing />);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet.tagName).toBe('DIALOG');
    expect((sheet as HTMLDialogElement).open).toBe(true);
    // focused inside, on no text box (a phone's keyboard would cover the sheet)
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('type')).not.toBe('text');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('“Show 12 products” and a press on the backdrop close the sheet', async () => {
    render(<Listing />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 products' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('dialog', { name: 'Filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
