import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClassName, Icon } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { useServerQuery } from '../../../lib/use-server-query';
import { useT } from '../../../lib/i18n';
import { SignInGate } from '../../auth';
import { getProfile, logout, profileChanged, signOutLocally } from '../../auth';
import { ContactCard } from '../components/contact-card';
import { DataCard } from '../components/data-card';
import { NameCard } from '../components/name-card';
import { LanguagePicker } from '../components/language-picker';
import { SessionsCard } from '../components/sessions-card';
import styles from '../components/profile.module.css';

function ProfileBody() {
  const t = useT();
  const dispatch = useAppDispatch();
  // The stored user shows at once; the server's profile refreshes it (a 401 signs out).
  const { data: profile, failure } = useServerQuery('GET /profile', getProfile);
  useEffect(() => {
    if (profile)
      void dispatch(
        profileChanged({
          username: profile.Username,
          email: profile.Email,
          phoneNumber: profile.PhoneNumber,
        }),
      );
  }, [dispatch, profile]);
  useEffect(() => {
    if (failure?.status === 401) dispatch(signOutLocally());
  }, [dispatch, failure]);
  return (
    <PageFrame
      title={t('account.title')}
      actions={
        <Button variant="secondary" onClick={() => void dispatch(logout())}>
          <Icon name="logout" size={18} />
          {t('account.signOut')}
        </Button>
      }
    >
      <div className={styles.stack} aria-busy={!profile}>
        <NameCard />
        <ContactCard />
        <Card>
          <LanguagePicker />
        </Card>
        <div className={styles.inline}>
          <Link to="/user/address" className={buttonClassName({ variant: 'secondary' })}>
            <Icon name="pin" size={18} />
            {t('account.addresses')}
          </Link>
          <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
            <Icon name="package" size={18} />
            {t('account.orders')}
          </Link>
          <Link to="/user/wallet" className={buttonClassName({ variant: 'secondary' })}>
            <Icon name="wallet" size={18} />
            {t('account.wallet')}
          </Link>
          <Link to="/refund" className={buttonClassName({ variant: 'secondary' })}>
            <Icon name="refund" size={18} />
            {t('account.refunds')}
          </Link>
        </div>
        <SessionsCard />
        <DataCard />
      </div>
    </PageFrame>
  );
}

/** The profile: name, contact details, sessions, data download and account deletion. */
export default function ProfilePage() {
  const t = useT();
  return (
    <SignInGate title={t('account.title')} prompt={t('account.signInPrompt')}>
      <ProfileBody />
    </SignInGate>
  );
}
