import type { GstReturnSummary } from '@kirana/shared';
import { adminApi, callHeaders } from '../../app/api';

export const gstReturnsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    gstReturn: b.query<GstReturnSummary, string>({
      query: (period) => ({ url: '/admin/gst-returns', params: { Period: period } }),
    }),
  }),
});

export const { useGstReturnQuery } = gstReturnsApi;

export type GstFile = 'gstr1.zip' | 'gstr1.json' | 'sales-register.csv';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads one of a period's files (it needs the staff token, so a plain link cannot): fetched
 * and handed to the browser's download under the server's file name.
 */
export async function downloadGstFile(
  token: string | null,
  file: GstFile,
  period: string,
): Promise<void> {
  const res = await fetch(
    `/api/admin/gst-returns/${file}?${new URLSearchParams({ Period: period }).toString()}`,
    { headers: callHeaders(token) },
  );
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { Message?: string } | null;
    throw new Error(body?.Message ?? '');
  }
  const name = FILE_NAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? file;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
