import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../test-utils';
import { DesktopHeader } from './desktop-header';
import { SideDrawer } from './side-drawer';

afterEach(() => vi.unstubAllGlobals());

function Frame() {
  return (
    <>
      <DesktopHeader />
      <SideDrawer />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/contact-us" element={<h1>Contact page</h1>} />
      </Routes>
    </>
  );
}

describe('side drawer', () => {
  it('the menu toggler opens it as a native modal; a press on the backdrop closes it', async () => {
    mockApi();
    const { store } = renderWithStore(<Frame />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // loaded at the first opening
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.tagName).toBe('DIALOG');
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(store.getState().ui.drawerOpen).toBe(true);
    // a press inside the panel keeps it open; the backdrop's presses land on the <dialog> itself
    await userEvent.click(screen.getByRole('heading', { name: 'Shop' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await userEvent.click(drawer);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(store.getState().ui.drawerOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('focus moves into the drawer, Escape closes it and focus returns to the opener', async () => {
    renderWithStore(<Frame />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('browser Back closes it', async () => {
    renderWithStore(<Frame />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(window.history.state).toMatchObject({ kiranaDrawer: true });
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('a link navigates and closes it', async () => {
    renderWithStore(<Frame />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
