import { useState, type KeyboardEvent } from 'react';

/**
 * A combobox's open list and active option: arrows move through the options (wrapping), Escape
 * closes an open list, or else calls `onEscapeClosed` (the search box then clears itself).
 */
export function useComboboxCursor(count: number, onEscapeClosed: () => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && count > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** The list shown again after typing, with no option active. */
  const reopen = () => {
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (expanded ? (a + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else {
        onEscapeClosed();
      }
    }
  };

  return { expanded, active, setActive, setOpen, close, reopen, onKeyDown };
}
