import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { useT, type Translate } from '../../../lib/i18n';
import styles from './info-page.module.css';

/** Each browser's name and steps (menu names stay as the browser writes them). */
const browsers = (t: Translate) => [
  {
    name: t('content.clear.chromeAndroid'),
    steps: [
      t('content.clear.chromeAndroid.1'),
      t('content.clear.chromeAndroid.2'),
      t('content.clear.chromeAndroid.3'),
      t('content.clear.chromeAndroid.4'),
    ],
  },
  {
    name: t('content.clear.safari'),
    steps: [t('content.clear.safari.1'), t('content.clear.safari.2'), t('content.clear.safari.3')],
  },
  {
    name: t('content.clear.desktop'),
    steps: [
      t('content.clear.desktop.1'),
      t('content.clear.desktop.2'),
      t('content.clear.desktop.3'),
      t('content.clear.desktop.4'),
    ],
  },
  {
    name: t('content.clear.firefox'),
    steps: [
      t('content.clear.firefox.1'),
      t('content.clear.firefox.2'),
      t('content.clear.firefox.3'),
    ],
  },
];

/** How to clear this browser's data, for when the store keeps misbehaving on one device. */
export default function ClearBrowserDataPage() {
  const t = useT();
  return (
    <PageFrame title={t('content.clear.title')} description={t('content.clear.description')} narrow>
      <div className={styles.stack}>
        <p className={styles.note}>{t('content.clear.note')}</p>
        {browsers(t).map((browser) => (
          <Card key={browser.name}>
            <h2 className={styles.sectionTitle}>{browser.name}</h2>
            <ol className={styles.steps}>
              {browser.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName()}>
            {t('content.backToStore')}
          </Link>
          <Link to="/contact-us" className={buttonClassName({ variant: 'secondary' })}>
            {t('content.clear.stillStuck')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
