import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../../../../app/test-utils';
import { jsonAnswer, signedInUserState } from '../../../users/user-test-kit';
import NotifyMe from './notify-me';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { preloadedState: { user: signedInUserState() }, route: '/aashirvaad-atta' };
const posts = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((r) => r.url === '/api/notify-back-in-stock');

describe('Notify me', () => {
  it('signed out: asks to sign in and comes back to this page', () => {
    mockApi({});
    renderWithStore(<NotifyMe productId={21} variantId={101} />, { route: '/aashirvaad-atta' });
    expect(screen.getByRole('link', { name: 'Notify me' }).getAttribute('href')).toBe(
      '/login?next=%2Faashirvaad-atta',
    );
    expect(screen.getByText(/Sign in and we'll tell you/)).toBeTruthy();
  });

  it('signed in: one tap waits for the row, the button turns into the promise, a second tap sends nothing', async () => {
    let release: () => void = () => {};
    const held = new Promise((ok) => (release = () => ok({ Subscribed: true })));
    const requests = mockApi({
      '/back-in-stock': { Waiting: [] },
      '/notify-back-in-stock': () => held,
    });
    renderWithStore(<NotifyMe productId={21} variantId={101} />, signedIn);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await userEvent.click(button);
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(saving); // a second tap while saving
    release();
    expect((await screen.findByRole('status')).textContent).toContain(
      "We'll tell you when it's back",
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]!.body).toEqual({
      productId: 21,
      variantId: 101,
    });
  });

  it('shows the promise at once when this row is already awaited', async () => {
    mockApi({ '/back-in-stock': { Waiting: [101] } });
    renderWithStore(<NotifyMe productId={21} variantId={101} />, signedIn);
    expect((await screen.findByRole('status')).textContent).toContain("when it's back");
  });

  it('says what went wrong and lets the shopper try again', async () => {
    let fail = true;
    mockApi({
      '/back-in-stock': { Waiting: [] },
      '/notify-back-in-stock': () =>
        fail
          ? jsonAnswer(503, { Message: 'Service unavailable', Code: 'UNAVAILABLE' })
          : jsonAnswer(200, { Subscribed: true }),
    });
    renderWithStore(<NotifyMe productId={21} variantId={null} />, signedIn);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not set the alert\./);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText("We'll tell you when it's back")).toBeTruthy();
  });

  it('tells the shopper when the row came back in the meantime', async () => {
    mockApi({
      '/back-in-stock': { Waiting: [] },
      '/notify-back-in-stock': () =>
        jsonAnswer(409, { Message: 'It is in stock now', Code: 'IN_STOCK' }),
    });
    renderWithStore(<NotifyMe productId={21} variantId={101} />, signedIn);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('It is back in stock');
  });
});
