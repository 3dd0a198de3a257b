import type { ReturnPolicy } from '@kirana/shared';
import { useT } from '../../../../lib/i18n';
import { formatReturnPolicy } from '../../product-terms';
import styles from './return-policy-line.module.css';

/** The product's return policy (set per category), shown by the price and delivery details. */
export default function ReturnPolicyLine({ policy }: { policy: ReturnPolicy }) {
  const t = useT();
  return (
    <p className={styles.line} data-testid="return-policy">
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {policy.Returnable ? (
          <path d="M4 9h11a5 5 0 0 1 0 10H9v-2h6a3 3 0 0 0 0-6H4l3 3-1.4 1.4L.2 10 5.6 4.6 7 6z" />
        ) : (
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4zM5.7 7.1l11.2 11.2A8 8 0 0 1 5.7 7.1z" />
        )}
      </svg>
      {formatReturnPolicy(policy, t)}
    </p>
  );
}
