import type {
  CodHandInAnswer,
  CodHandInBody,
  CodReconciliation,
  DailyClose,
  DeliveryPeopleAnswer,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** The owner's books: the day's close, COD owed and handed in, who delivers. */
export const booksApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    dailyClose: b.query<DailyClose, string>({
      query: (day) => ({ url: '/admin/books/daily-close', params: { day } }),
      providesTags: ['Books'],
    }),
    codReconciliation: b.query<CodReconciliation, void>({
      query: () => '/admin/books/cod',
      providesTags: ['Books'],
    }),
    handInCod: b.mutation<CodHandInAnswer, CodHandInBody>({
      query: (body) => ({ url: '/admin/books/cod/hand-ins', method: 'POST', body }),
      invalidatesTags: ['Books', 'Audit'],
    }),
    deliveryPeople: b.query<DeliveryPeopleAnswer, void>({
      query: () => '/admin/books/delivery-people',
      providesTags: ['Books'],
    }),
  }),
});

export const dailyClosePath = (day: string) =>
  `/admin/books/daily-close.csv?day=${encodeURIComponent(day)}`;
