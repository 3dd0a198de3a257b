import { Navigate, useParams } from '../../../lib/router';
import { returnsToCheckout } from '../return-path';

/**
 * /address/update/… opened with no address chosen (a reload, a shared link): the address list it
 * came from, never a page not found. The edit page itself exists only while one is chosen.
 */
export function UpdateAddressFallback() {
  const { isParamPassed } = useParams();
  return (
    <Navigate
      to={returnsToCheckout(isParamPassed) ? '/address/list/true' : '/user/address'}
      replace
    />
  );
}
