import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';
import styles from './info-page.module.css';

/** Help for 'Unable to login with Facebook': how to share an email or phone number with Kirana. */
export default function FacebookLoginHelpPage() {
  const t = useT();
  return (
    <PageFrame
      title={t('content.facebook.title')}
      description={t('content.facebook.description')}
      narrow
    >
      <div className={styles.stack}>
        <Card>
          <h2 className={styles.sectionTitle}>{t('content.facebook.whyTitle')}</h2>
          <p>{t('content.facebook.why')}</p>
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>{t('content.facebook.shareTitle')}</h2>
          <ol className={styles.steps}>
            <li>{t('content.facebook.share.1')}</li>
            <li>{t('content.facebook.share.2')}</li>
            <li>{t('content.facebook.share.3')}</li>
            <li>{t('content.facebook.share.4')}</li>
          </ol>
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>{t('content.facebook.addTitle')}</h2>
          <ol className={styles.steps}>
            <li>{t('content.facebook.add.1')}</li>
            <li>{t('content.facebook.add.2')}</li>
            <li>{t('content.facebook.add.3')}</li>
          </ol>
        </Card>
        <p className={styles.note}>{t('content.facebook.otherWay')}</p>
        <div className={styles.actions}>
          <Link to="/login" className={buttonClassName()}>
            {t('content.facebook.signInOtherWay')}
          </Link>
          <Link to="/contact-us" className={buttonClassName({ variant: 'secondary' })}>
            {t('content.contactSupport')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
