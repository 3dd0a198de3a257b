import { renderSVG } from 'uqr';

/**
 * The QR code of a UPI payment request as SVG (uqr: no dependencies, SVG out). Error
 * correction M, the level UPI apps' printed codes use, with the quiet zone the scanners need.
 */
export const upiQrSvg = (link: string): string =>
  renderSVG(link, { ecc: 'M', border: 4, pixelSize: 8 });
