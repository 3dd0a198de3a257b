import { useEffect } from 'react';
import { Navigate, useParams } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { InlineLoader } from '../../../components/three-dots-loader';
import { returnsToCheckout } from '../return-path';
import { chooseAddressForUpdate, rememberedAddressToUpdate } from '../update-choice';
import { useT } from '../../../lib/i18n';

/**
 * /address/update/… opened with no address chosen in state. After a reload, the address this tab
 * was editing is chosen again (the edit page then opens); otherwise (a shared link) the address
 * list it came from, never a page not found. The edit page itself exists only while one is chosen.
 */
export function UpdateAddressFallback() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { isParamPassed } = useParams();
  const remembered = rememberedAddressToUpdate();
  useEffect(() => {
    if (remembered !== null) dispatch(chooseAddressForUpdate(remembered));
  }, [dispatch, remembered]);
  if (remembered !== null) return <InlineLoader label={t('address.loading-one')} />;
  return (
    <Navigate
      to={returnsToCheckout(isParamPassed) ? '/address/list/true' : '/user/address'}
      replace
    />
  );
}
