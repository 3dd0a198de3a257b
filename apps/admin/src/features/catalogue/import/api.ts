import type { CatalogueCsvImportAnswer } from '@kirana/shared/catalogue/csv';
import { adminApi, callHeaders } from '../../../app/api';

/** The catalogue spreadsheet's calls: a dry run or an import of a CSV file. */
export const catalogueCsvApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    importCatalogueCsv: b.mutation<CatalogueCsvImportAnswer, { file: Blob; dryRun: boolean }>({
      query: ({ file, dryRun }) => ({
        url: '/admin/catalogue/import',
        method: 'POST',
        params: dryRun ? { dryRun: 'true' } : undefined,
        // whatever type the browser gave the file (Excel's .csv is often application/vnd.ms-excel)
        headers: { 'content-type': 'text/csv; charset=utf-8' },
        body: file,
      }),
      invalidatesTags: (_answer, _error, { dryRun }) =>
        dryRun ? [] : ['Catalogue', 'Audit', 'Dashboard'],
    }),
  }),
});

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads the catalogue export (it needs the staff token, so a plain link cannot): fetched as a
 * file and handed to the browser's download under the server's file name.
 */
export async function downloadCatalogueCsv(token: string | null): Promise<void> {
  const res = await fetch('/api/admin/catalogue/export.csv', { headers: callHeaders(token) });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { Message?: string } | null;
    // the server's words, or none: the button says the export failed in the console's language
    throw new Error(body?.Message ?? '');
  }
  const name =
    FILE_NAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'kirana-catalogue.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
