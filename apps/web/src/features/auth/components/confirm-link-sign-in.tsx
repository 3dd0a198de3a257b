import { Link } from '../../../lib/router';
import { Button, buttonClassName, EmptyState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';

/**
 * A sign-in link opened in a browser that did not ask for it: nothing happens until the shopper
 * says this account is theirs to use here.
 */
export function ConfirmLinkSignIn({
  question,
  onConfirm,
}: {
  question: string;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <PageFrame title={t('auth.link.verifyTitle')} card>
      <EmptyState
        icon="mail"
        title={question}
        message={t('auth.link.otherDevice')}
        actions={
          <>
            <Button onClick={onConfirm}>{t('auth.signIn')}</Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('auth.notNow')}
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
