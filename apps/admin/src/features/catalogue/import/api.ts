import type { CatalogueCsvImportAnswer } from '@kirana/shared/catalogue/csv';
import { adminApi, downloadFile } from '../../../app/api';

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

/** Downloads the catalogue export (see downloadFile). */
export const downloadCatalogueCsv = (token: string | null): Promise<void> =>
  downloadFile('/api/admin/catalogue/export.csv', token, 'kirana-catalogue.csv');
