import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';
import { aRefund, someReturnOptions, stubObjectUrls } from './refunds-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const PHOTO_ID = '0b9f5f0e-7f0e-4a55-9a38-1f1d1c1e1a11';

/** A stand-in XMLHttpRequest for /refund-photos: reports half, then answers a PhotoId. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = 200;
      this.responseText = JSON.stringify({ PhotoId: PHOTO_ID });
      this.onload?.();
    }, 50);
  }
}

function answers(
  post: (url: URL) => Response = () =>
    jsonAnswer(201, { RefundDetails: aRefund({ RefundId: 31, RefundNumber: 'RF-2611-000031' }) }),
) {
  return mockApi({
    ...SIGNED_IN_ANSWERS,
    '/orders/5/return-options': someReturnOptions(),
    '/refunds': post,
    '/refund-details': {
      NoRefund: false,
      RefundDetails: aRefund({ RefundId: 31, RefundNumber: 'RF-2611-000031' }),
    },
  });
}

const render = () =>
  renderWithStore(<AppContent />, {
    route: '/order/return/5',
    preloadedState: { user: signedInUserState() },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const shampoo = () => screen.getAllByTestId('return-line')[0]!;
const sentRefunds = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((r) => r.url === '/api/refunds' && r.method === 'POST');

describe('return request', () => {
  it('bounds the quantity by what is returnable, greys the rest with why, and totals live', async () => {
    answers();
    render();
    await userEvent.click(await screen.findByLabelText("Johnson's Baby Shampoo"));
    const line = within(shampoo());
    expect(line.getByText('3')).toBeTruthy();
    const more = line.getByRole('button', { name: "Return one more Johnson's Baby Shampoo" });
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('return-total').textContent).toBe('₹645.00');
    const fewer = line.getByRole('button', { name: "Return one fewer Johnson's Baby Shampoo" });
    await userEvent.click(fewer);
    await userEvent.click(fewer);
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('return-total').textContent).toBe('₹215.00');
    const oil = screen.getByLabelText('Fortune Sunflower Oil (1 L)') as HTMLInputElement;
    expect(oil.disabled).toBe(true);
    expect(screen.getByText('Return window closed on 20 Nov 2026')).toBeTruthy();
    expect((screen.getByLabelText('Amul Taaza Milk') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not returnable')).toBeTruthy();
  });

  it('says what is missing and sends nothing; a UPI id is checked with the shared rule', async () => {
    const requests = answers();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Request return' }));
    expect(screen.getByText('Choose at least one item to return')).toBeTruthy();
    expect(screen.getByText('Choose a reason for the return')).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Johnson's Baby Shampoo"));
    await userEvent.selectOptions(
      screen.getByLabelText('Reason for the return'),
      'Wrong item delivered',
    );
    expect(screen.queryByText('Choose a reason for the return')).toBeNull();
    expect(sentRefunds(requests)).toHaveLength(0);
  });

  it('uploads a photo with progress, sends the request once, then opens the refund with a toast', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const urls = stubObjectUrls();
    onTestFinished(urls.restore);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    // the answer waits, so the second click lands while the first request is in flight
    const requests = answers(
      () =>
        held.then(() =>
          jsonAnswer(201, {
            RefundDetails: aRefund({ RefundId: 31, RefundNumber: 'RF-2611-000031' }),
          }),
        ) as unknown as Response,
    );
    render();
    await userEvent.click(await screen.findByLabelText("Johnson's Baby Shampoo"));
    await userEvent.click(
      within(shampoo()).getByRole('button', { name: "Return one fewer Johnson's Baby Shampoo" }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Reason for the return'),
      'Damaged or defective',
    );
    await userEvent.type(screen.getByLabelText(/Anything to add/), 'Cap broken');
    const photo = new File(['jpeg-bytes'], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add photos'), photo);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading photos…' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(await screen.findByText('✓ Added')).toBeTruthy();
    expect(FakeXhr.sent[0]).toMatchObject({
      url: '/api/refund-photos',
      headers: { 'content-type': 'image/jpeg', authorization: 'Bearer tok-123' },
    });
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('blob:test-1');
    expect(
      (screen.getByRole('radio', { name: /Instant, to your Kirana wallet/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    const submit = screen.getByRole('button', { name: 'Request return' });
    await userEvent.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    await screen.findByRole('heading', { name: 'Refund RF-2611-000031' });
    const sent = sentRefunds(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      OrderId: 5,
      Lines: [{ ProductId: 323, VariantId: null, Qty: 2 }],
      Reason: 'Damaged or defective',
      Comment: 'Cap broken',
      Destination: 'wallet',
      PhotoIds: [PHOTO_ID],
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Return requested: RF-2611-000031'),
    );
  });

  it("shows a 400's field errors beside their fields", async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/orders/5/return-options': someReturnOptions({ Destinations: ['upi'] }),
      '/refunds': () =>
        jsonAnswer(400, {
          Message: 'Invalid body.UpiId',
          Code: 'BAD_INPUT',
          Fields: [{ Field: 'body.UpiId', Message: 'This UPI id does not exist' }],
        }),
    });
    render();
    await userEvent.click(await screen.findByLabelText("Johnson's Baby Shampoo"));
    await userEvent.selectOptions(screen.getByLabelText('Reason for the return'), 'Other');
    await userEvent.type(screen.getByLabelText('UPI id'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(screen.getByText('Enter a UPI id like name@bank')).toBeTruthy();
    expect(sentRefunds(requests)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('UPI id'), '@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('This UPI id does not exist')).toBeTruthy();
    expect(sentRefunds(requests)[0]!.body).toMatchObject({
      Destination: 'upi',
      UpiId: 'asha@okaxis',
    });
    expect(screen.getByLabelText('UPI id').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when nothing in the order can be returned', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/orders/5/return-options': someReturnOptions({
        CanReturn: false,
        Message: 'The return window for this order closed on 20 Nov 2026',
      }),
    });
    render();
    expect(await screen.findByText('Nothing in this order can be returned')).toBeTruthy();
    expect(screen.getByText('The return window for this order closed on 20 Nov 2026')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
        '/order/details/5',
      ),
    );
  });
});
