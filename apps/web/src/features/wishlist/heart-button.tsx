import { Icon } from '@kirana/ui';
import { useAppSelector } from '../../app/hooks';
import { markWishlisted, settleTap, useWishlisted } from './wishlist-ids';
import { useT } from '../../lib/i18n';
import styles from './heart-button.module.css';

/**
 * The heart that keeps a product on My list: a toggle button (aria-pressed) named after the
 * product. It changes at once; the code that saves it (and puts the heart back when saving
 * fails) is loaded at the first tap.
 */
export default function HeartButton({
  productId,
  name,
  className = '',
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const t = useT();
  const saved = useWishlisted(productId);
  const signedIn = useAppSelector((s) => s.user.token !== null);
  const toggle = () => {
    const tap = markWishlisted(productId, !saved);
    import('./wishlist-toggle').then(
      (m) => m.saveWishlistChange(productId, name, !saved, signedIn, tap),
      () => settleTap(productId, markWishlisted(productId, saved)),
    );
  };
  return (
    <button
      type="button"
      className={`${styles.heart} ${className}`}
      aria-pressed={saved}
      aria-label={t('shell.card.save', { name })}
      onClick={toggle}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}
