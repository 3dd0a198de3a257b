import { upiQrSvg } from '../upi-qr-svg';
import styles from './upi.module.css';

/** The request's QR code, drawn as SVG (loaded on wide screens only: a phone pays by its apps). */
export default function UpiQr({ link }: { link: string }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(upiQrSvg(link))}`;
  return (
    <img
      className={styles.qr}
      src={src}
      width={240}
      height={240}
      alt="QR code of the UPI payment: scan it with any UPI app"
      data-testid="upi-qr"
    />
  );
}
