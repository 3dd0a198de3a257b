import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import styles from './info-page.module.css';

const BROWSERS = [
  {
    name: 'Chrome on Android',
    steps: [
      'Tap the menu (three dots), then Settings.',
      'Open Privacy and security, then Delete browsing data.',
      'Choose "All time", tick Cookies and site data and Cached images and files.',
      'Tap Delete data.',
    ],
  },
  {
    name: 'Safari on iPhone',
    steps: [
      'Open the Settings app, then Apps, then Safari.',
      'Tap Clear History and Website Data.',
      'Confirm.',
    ],
  },
  {
    name: 'Chrome or Edge on a computer',
    steps: [
      'Press Ctrl+Shift+Delete (Cmd+Shift+Delete on a Mac).',
      'Choose "All time".',
      'Tick Cookies and other site data and Cached images and files.',
      'Click Delete data (Clear now in Edge).',
    ],
  },
  {
    name: 'Firefox',
    steps: [
      'Open the menu, then Settings, then Privacy & Security.',
      'Under Cookies and Site Data, choose Clear Data.',
      'Tick both boxes and confirm.',
    ],
  },
];

/** How to clear this browser's data, for when the store keeps misbehaving on one device. */
export default function ClearBrowserDataPage() {
  return (
    <PageFrame
      title="Clear your browser data"
      description="Clearing cookies and cached files fixes most problems with a page that will not load or a cart that keeps resetting."
      narrow
    >
      <div className={styles.stack}>
        <p className={styles.note}>
          Clearing data signs you out and empties the cart saved in this browser. Your orders,
          addresses and wallet are safe on our servers.
        </p>
        {BROWSERS.map((browser) => (
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
            Back to the store
          </Link>
          <Link to="/contact-us" className={buttonClassName({ variant: 'secondary' })}>
            Still stuck? Contact us
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
