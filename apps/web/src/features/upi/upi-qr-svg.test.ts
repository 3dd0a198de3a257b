import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { upiLink } from '@kirana/shared';
import { upiQrSvg } from './upi-qr-svg';

/** Draws the SVG to pixels (resvg) and reads the code back (jsQR), as a phone's scanner would. */
function readQr(svg: string): string | null {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 600 } }).render();
  const pixels = new Uint8ClampedArray(image.pixels);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

describe('the UPI QR code', () => {
  it('reads back as the exact payment request, every field intact', () => {
    const link = upiLink({
      vpa: 'sharma.kirana@okhdfcbank',
      payeeName: 'Sharma & Sons Kirana',
      amountPaise: 123_405,
      orderNumber: 'KRN-2611-000042',
      note: 'Order KRN-2611-000042 at Sharma & Sons',
    });
    const svg = upiQrSvg(link);
    expect(svg.startsWith('<svg')).toBe(true);
    const read = readQr(svg);
    expect(read).toBe(link);
    const params = new URLSearchParams(read!.slice('upi://pay?'.length));
    expect(params.get('pa')).toBe('sharma.kirana@okhdfcbank');
    expect(params.get('am')).toBe('1234.05');
    expect(params.get('tr')).toBe('KRN-2611-000042');
    expect(params.get('cu')).toBe('INR');
  });
});
