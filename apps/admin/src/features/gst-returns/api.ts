import type { GstReturnSummary } from '@kirana/shared';
import { adminApi } from '../../app/api';

export const gstReturnsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    gstReturn: b.query<GstReturnSummary, string>({
      query: (period) => ({ url: '/admin/gst-returns', params: { Period: period } }),
    }),
  }),
});

export const { useGstReturnQuery } = gstReturnsApi;

export type GstFile = 'gstr1.zip' | 'gstr1.json' | 'sales-register.csv';

/** Where the console downloads one of the period's files (see DownloadButton). */
export const gstFilePath = (file: GstFile, period: string) =>
  `/admin/gst-returns/${file}?${new URLSearchParams({ Period: period }).toString()}`;
