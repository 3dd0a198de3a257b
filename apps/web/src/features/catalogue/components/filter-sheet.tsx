import { useEffect, type ReactNode } from 'react';
import { buttonClassName, useModalDialog } from '@kirana/ui';
import { MOBILE_QUERY } from '../../../lib/device';
import { useT } from '../../../lib/i18n';
import styles from '../pages/category-products-page.module.css';

/**
 * The listing's filters as a bottom sheet on phones: a native modal <dialog> (the page behind
 * inert, Escape, backdrop press and focus return from the platform), mounted while open. It
 * closes itself if the window grows to the desktop layout, where the filters are a column.
 */
export default function FilterSheet({
  total,
  onClose,
  children,
}: {
  total: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const modal = useModalDialog(onClose);
  const t = useT();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(MOBILE_QUERY);
    const onChange = () => !phone.matches && onClose();
    phone.addEventListener?.('change', onChange);
    return () => phone.removeEventListener?.('change', onChange);
  }, [onClose]);
  return (
    <dialog {...modal} className={styles.sheet} aria-label={t('product.filters')}>
      <div className={styles.sheetBody}>
        <span className={styles.grabber} aria-hidden="true" />
        {children}
        <button
          type="button"
          className={`${buttonClassName({ block: true, size: 'l' })} ${styles.sheetDone}`}
          onClick={onClose}
        >
          {total !== null ? t('product.show-n', { count: total }) : t('product.show')}
        </button>
      </div>
    </dialog>
  );
}
