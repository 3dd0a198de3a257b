import { Link } from '../../lib/router';
import { useAppSelector } from '../hooks';
import { Icon, Skeleton } from '@kirana/ui';
import { selectIsAboutUsEnabled, selectStoreConfigs } from '../../features/general';
import { Brand } from './brand';
import styles from './footer.module.css';

function StoreContact() {
  const configs = useAppSelector(selectStoreConfigs);
  if (!configs) {
    return (
      <div className={styles.contact} aria-hidden="true">
        <Skeleton width="70%" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  return (
    <ul className={styles.contact}>
      <li>
        <Icon name="phone" size={16} />
        <a href={`tel:${configs.SupportPhone.replace(/\s+/g, '')}`}>{configs.SupportPhone}</a>
      </li>
      <li>
        <Icon name="mail" size={16} />
        <a href={`mailto:${configs.SupportEmail}`}>{configs.SupportEmail}</a>
      </li>
      <li>
        <Icon name="clock" size={16} />
        <span>{configs.SupportHours}</span>
      </li>
      <li>
        <Icon name="pin" size={16} />
        <span>{configs.StoreAddress}</span>
      </li>
      <li>
        <Icon name="file" size={16} />
        <span>GSTIN {configs.Gstin}</span>
      </li>
    </ul>
  );
}

/** Desktop footer: store info, shop and help links, and the taxes note. */
export function DesktopFooter() {
  const configs = useAppSelector(selectStoreConfigs);
  const aboutEnabled = useAppSelector(selectIsAboutUsEnabled);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Brand />
          <p className={styles.blurb}>
            {configs?.Tagline ?? 'Groceries and daily needs, delivered across India.'}
          </p>
          <span className={styles.taxes}>Prices inclusive of all taxes</span>
        </div>
        <nav aria-label="Shop">
          <h2 className={styles.heading}>Shop</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/categories">All categories</Link>
            </li>
            <li>
              <Link to="/search">Search</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Help and policies">
          <h2 className={styles.heading}>Help</h2>
          <ul className={styles.links}>
            {aboutEnabled ? (
              <li>
                <Link to="/about-us">About us</Link>
              </li>
            ) : null}
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and conditions</Link>
            </li>
            <li>
              <Link to="/settings">Settings</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Reach us</h2>
          <StoreContact />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>
            © {new Date().getFullYear()} {configs?.LegalName ?? configs?.StoreName ?? 'Kirana'}.
            Prices in INR, inclusive of all taxes.
          </span>
          {configs?.SocialLinks.length ? (
            <span className={styles.social}>
              {configs.SocialLinks.map((link) => (
                <a key={link.Url} href={link.Url} target="_blank" rel="noopener noreferrer">
                  {link.Name}
                </a>
              ))}
            </span>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
