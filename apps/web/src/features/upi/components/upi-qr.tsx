import { upiQrSvg } from '../upi-qr-svg';
import styles from './upi.module.css';
import { useT } from '../../../lib/i18n';

/** The request's QR code, drawn as SVG (loaded on wide screens only: a phone pays by its apps). */
export default function UpiQr({ link }: { link: string }) {
  const t = useT();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(upiQrSvg(link))}`;
  return (
    <img
      className={styles.qr}
      src={src}
      width={240}
      height={240}
      alt={t('upi.qr-alt')}
      data-testid="upi-qr"
    />
  );
}
