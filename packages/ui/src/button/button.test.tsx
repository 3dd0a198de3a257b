import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './button';
import styles from './button.module.css';

describe('button', () => {
  it('has a link variant for buttons inside a line of text, without a size or icon box', () => {
    render(
      <p>
        Not delivered here. <Button variant="link">Change</Button>
      </p>,
    );
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change.className.split(' ')).toEqual([styles.button, styles.link]);
    expect(change.getAttribute('type')).toBe('button');
    expect(buttonClassName({ variant: 'link', size: 'l', iconOnly: true }, 'x')).toBe(
      `${styles.button} ${styles.link} x`,
    );
    expect(buttonClassName({ size: 'l' })).toBe(`${styles.button} ${styles.primary} ${styles.l}`);
  });

  it('while busy says so, is disabled and ignores presses', () => {
    let presses = 0;
    render(
      <Button busy busyLabel="Saving…" onClick={() => (presses += 1)}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(presses).toBe(0);
  });
});
