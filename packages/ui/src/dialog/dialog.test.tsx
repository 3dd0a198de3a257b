import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding a text box and two buttons. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Remove item</button>
      <Dialog
        open={open}
        title="Remove this item?"
        onClose={close}
        actions={
          <>
            <button onClick={close}>Keep it</button>
            <button onClick={close}>Remove</button>
          </>
        }
      >
        <input aria-label="Note" />
      </Dialog>
    </>
  );
}

describe('Dialog (native <dialog>)', () => {
  it('opens as a modal named by its title, focus on its first control that opens no keyboard', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // the text box comes first but would throw a phone's keyboard up: the first button has focus
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('Escape asks the caller to close it once, and focus returns to the button that opened it', async () => {
    let closes = 0;
    render(<Page onClose={() => (closes += 1)} />);
    const opener = screen.getByRole('button', { name: 'Remove item' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closes).toBe(1);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('a press on the backdrop closes it, a press inside the panel does not', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // the backdrop's presses land on the <dialog> element itself
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing while closed and is an alertdialog when asked', () => {
    const { rerender } = render(<Dialog open={false} title="Oops" onClose={() => {}} />);
    expect(document.querySelector('dialog')).toBeNull();
    rerender(<Dialog open role="alertdialog" title="Oops" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Oops' })).toBeTruthy();
  });
});
