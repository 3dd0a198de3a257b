import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRefundsAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import RefundsPage from './refunds-page';

const PHOTO_ID = '0b9f5f0e-7f0e-4a55-9a38-1f1d1c1e1a11';
const URL_OF_PHOTO = `/api/signed/refund-photos/${PHOTO_ID}?exp=1900000200&sig=${'x'.repeat(43)}`;

const QUEUE: AdminRefundsAnswer = {
  CountTotalRefunds: 1,
  PageNo: 1,
  PageSize: 20,
  Refunds: [
    {
      RefundId: 12,
      RefundNumber: 'RF-000012',
      OrderId: 40,
      OrderNumber: 'KR-1040',
      Kind: 'return',
      Status: 'requested',
      Amount: 23_456,
      Destination: 'wallet',
      CreatedAt: '2026-03-04T18:45:00Z',
      ItemCount: 1,
      UserId: 7,
      Customer: { UserId: 7, Name: 'Asha Rao', Email: null, Phone: '9876501234' },
      Reason: 'Damaged or defective',
      PhotoIds: [PHOTO_ID],
      Photos: [{ PhotoId: PHOTO_ID, Url: URL_OF_PHOTO }],
    },
  ],
};

describe('return photos in the console', () => {
  it('shows each photo by the address the server gave, lazily, and fetches none itself', async () => {
    const api = mockApi({ '/admin/me': meOf('manager'), '/admin/refunds': QUEUE });
    renderInConsole(<RefundsPage />, { route: '/returns' });
    const thumb = await screen.findByRole('img', { name: 'Photo 1 of RF-000012' });
    expect(thumb.getAttribute('src')).toBe(URL_OF_PHOTO);
    expect(thumb.getAttribute('loading')).toBe('lazy');

    // it opens large in a dialog, at the same address
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of RF-000012' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo of RF-000012' });
    const large = within(dialog).getByRole('img', { name: 'Photo of RF-000012' });
    expect(large.getAttribute('src')).toBe(URL_OF_PHOTO);

    const asked = api.requests.map((r) => r.url);
    expect(asked.some((u) => u.includes('/admin/refunds'))).toBe(true);
    expect(asked.filter((u) => u.includes('photo'))).toEqual([]);
  });

  it('says a photo is unavailable when its address no longer opens', async () => {
    mockApi({ '/admin/me': meOf('manager'), '/admin/refunds': QUEUE });
    renderInConsole(<RefundsPage />, { route: '/returns' });
    const thumb = await screen.findByRole('img', { name: 'Photo 1 of RF-000012' });
    fireEvent.error(thumb);
    expect(await screen.findByText('Photo unavailable')).toBeTruthy();
  });
});
