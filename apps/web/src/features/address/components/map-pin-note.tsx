import { useAppSelector } from '../../../app/hooks';
import styles from './address-form.module.css';

/** With a map key configured the form would offer a pin on a map; without one, nothing shows. */
export function MapPinNote() {
  const mapApiKey = useAppSelector((state) => state.address.mapApiKey);
  if (!mapApiKey) return null;
  return <p className={styles.hint}>Pinning your address on a map arrives soon.</p>;
}
