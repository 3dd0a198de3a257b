// The wallet page's asking goes through useServerQuery (docs/decisions/0006: loading and failure
// states, de-duplication, asking again once back online) while the answers still land in the
// spec's wallet/user group through its thunks, which the page reads. A thunk runs to its end
// even when the page is left, as before: the group is filled either way.
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ApiError, type ApiFailure } from '../../lib/api-client';
import { useServerQuery } from '../../lib/use-server-query';
import { fetchWalletData, fetchWalletTransactions } from './wallet-slice';

/** A dispatched thunk's outcome as a query's answer: its ApiFailure thrown as an ApiError. */
function answerOf<T>(dispatched: { unwrap: () => Promise<T> }): Promise<T> {
  return dispatched.unwrap().catch((failure: ApiFailure) => {
    throw new ApiError(failure);
  });
}

/** The balance and the first history page, fetched afresh on each visit; more pages on demand. */
export function useWalletPages() {
  const dispatch = useAppDispatch();
  const firstPage = useServerQuery('GET /wallet-data, /wallet-transactions?pageNo=1', async () => {
    const [balance, page] = await Promise.allSettled([
      answerOf(dispatch(fetchWalletData())),
      answerOf(dispatch(fetchWalletTransactions(1))),
    ]);
    // the balance's failure is the one shown when both fail
    for (const outcome of [balance, page]) if (outcome.status === 'rejected') throw outcome.reason;
    return true;
  });
  const [morePageNo, setMorePageNo] = useState<number | null>(null);
  const morePage = useServerQuery(
    morePageNo === null ? null : `GET /wallet-transactions?pageNo=${morePageNo}`,
    () => answerOf(dispatch(fetchWalletTransactions(morePageNo ?? 1))),
  );

  const busy =
    firstPage.status === 'loading' ? 'page' : morePage.status === 'loading' ? 'more' : null;
  return {
    busy,
    failure: firstPage.status === 'error' ? firstPage.failure : null,
    moreFailure: morePage.status === 'error' ? morePage.failure : null,
    load: () => {
      setMorePageNo(null);
      void firstPage.refetch();
    },
    more: (pageNo: number) => {
      if (pageNo === morePageNo) void morePage.refetch();
      else setMorePageNo(pageNo);
    },
  };
}
