import { Link } from '../../lib/router';
import { useAppSelector } from '../hooks';
import { Icon, Skeleton } from '@kirana/ui';
import { selectIsAboutUsEnabled, selectStoreConfigs } from '../../features/general';
import { Brand, FALLBACK_NAME } from './brand';
import styles from './footer.module.css';
import { useT } from '../../lib/i18n';

function StoreContact() {
  const configs = useAppSelector(selectStoreConfigs);
  const t = useT();
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
        <span>{t('footer.gstin', { gstin: configs.Gstin })}</span>
      </li>
    </ul>
  );
}

/** Desktop footer: store info, shop and help links, and the taxes note. */
export function DesktopFooter() {
  const configs = useAppSelector(selectStoreConfigs);
  const aboutEnabled = useAppSelector(selectIsAboutUsEnabled);
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Brand />
          <p className={styles.blurb}>{configs?.Tagline ?? t('shell.footer.tagline')}</p>
          <span className={styles.taxes}>{t('footer.taxes')}</span>
        </div>
        <nav aria-label={t('footer.shop')}>
          <h2 className={styles.heading}>{t('footer.shop')}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/">{t('shell.home')}</Link>
            </li>
            <li>
              <Link to="/categories">{t('shell.all-categories')}</Link>
            </li>
            <li>
              <Link to="/search">{t('shell.search')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('shell.cart')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.help-nav')}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul className={styles.links}>
            {aboutEnabled ? (
              <li>
                <Link to="/about-us">{t('footer.about')}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/contact-us">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/settings">{t('footer.settings')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.reach-us')}</h2>
          <StoreContact />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>
            © {new Date().getFullYear()} {configs?.LegalName ?? configs?.StoreName ?? FALLBACK_NAME}
            . {t('footer.prices')}
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
