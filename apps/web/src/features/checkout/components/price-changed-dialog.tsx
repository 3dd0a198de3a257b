import { useT } from '../../../lib/i18n';
import { Button, Dialog } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { PRICE_UPDATE_BODY, PRICE_UPDATE_TITLE } from '../../cart';

/** Place order refused because prices moved: says so, with the server's details if any. */
export function PriceChangedDialog({
  open,
  failure,
  onClose,
}: {
  open: boolean;
  failure: ApiFailure | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={PRICE_UPDATE_TITLE}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('checkout.priceChanged.review')}</Button>}
    >
      <p>{PRICE_UPDATE_BODY}</p>
      {failure?.body?.ErrorDescription ? <p>{failure.body.ErrorDescription}</p> : null}
    </Dialog>
  );
}
