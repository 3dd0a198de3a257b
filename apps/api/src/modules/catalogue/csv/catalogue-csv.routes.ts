import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  CATALOGUE_CSV_IMPORT_MAX_BYTES,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportQuery,
  CatalogueCsvImportRefusal,
} from '@kirana/shared';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { messagesIn } from '../../../lib/i18n/server-messages';
import { auditActor } from '../../staff';
import { exportCatalogueCsv } from './catalogue-export.service';
import { applyCatalogueImport, dryRunCatalogueImport } from './catalogue-import.service';

const notCsv = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', { messageId: 'console.csv.not_csv_type' });

/** The file name of an export: the store's catalogue on that day in India. */
const exportName = () => `kirana-catalogue-${isoIndiaDay(new Date())}.csv`;

/**
 * The console's catalogue spreadsheet: export every sellable row as CSV, and import one back
 * (a dry run first). The import's text/csv body parser lives in this scope only.
 */
export function registerCatalogueCsvAdminRoutes(app: App, deps: AppDeps): void {
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: CATALOGUE_CSV_IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const csv = scope.withTypeProvider<ZodTypeProvider>();

    csv.get(
      '/admin/catalogue/export.csv',
      {
        config: { permission: 'catalogue:write' },
        schema: {
          tags: ['admin'],
          summary: 'Every product and option row as CSV (UTF-8 with BOM), for a spreadsheet',
        },
      },
      async (_req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportName()}"`)
          .send(Readable.from(exportCatalogueCsv(deps.database.db))),
    );

    csv.post(
      '/admin/catalogue/import',
      {
        bodyLimit: CATALOGUE_CSV_IMPORT_MAX_BYTES,
        config: { permission: 'catalogue:write' },
        schema: {
          tags: ['admin'],
          summary: 'Import prices and stock from CSV: ?dryRun=true says what would change',
          description: `A text/csv body of at most ${CATALOGUE_CSV_IMPORT_MAX_BYTES} bytes, as the export writes it.`,
          querystring: CatalogueCsvImportQuery,
          // a refused file names its lines; any other 400 (a bad query) is the usual error body
          response: {
            200: CatalogueCsvImportAnswer,
            400: z.union([CatalogueCsvImportRefusal, ApiErrorBody]),
          },
        },
      },
      async (req, reply) => {
        // a JSON body passes the scope's JSON parser, and an empty one none: both are not a file
        if (!Buffer.isBuffer(req.body)) throw notCsv();
        const body = req.body;
        // the lines' messages in the console's language
        const t = messagesIn(req.language);
        if (req.query.dryRun) return dryRunCatalogueImport(deps.database.db, body, t);
        const result = await applyCatalogueImport(deps, auditActor(req), body, req.log, t);
        return 'refused' in result ? reply.code(400).send(result.refused) : result.answer;
      },
    );
  });
}
