import type { CatalogueCsvImportAnswer } from '@kirana/shared/catalogue/csv';
import { adminApi } from '../../../app/api';
import { downloadFile } from '../../../components';

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

/** Downloads the catalogue export under the server's file name (its words when it fails). */
export const downloadCatalogueCsv = (token: string | null): Promise<void> =>
  downloadFile('/admin/catalogue/export.csv', token, 'kirana-catalogue.csv');
