import {
  ApiErrorBody,
  PayoutsAnswer,
  PayoutsQuery,
  SettlementImportAnswer,
  SettlementImportBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { auditActor } from '../staff';
import { payoutLines } from './payouts.service';
import { importSettlementReport } from './settlement-import.service';

const tags = ['console: payouts'];
// money roles only: the owner and managers, never a packer
const config = { permission: 'orders:money' } as const;

/** Razorpay's payouts: the settlement report's import and what did not tie. */
export function registerPayoutsAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/payouts',
    {
      config,
      schema: {
        tags,
        summary: 'Settled lines of Razorpay’s reports, matched to orders, problems first',
        querystring: PayoutsQuery,
        response: { 200: PayoutsAnswer },
      },
    },
    async (req) => payoutLines(deps.database.db, req.query),
  );
  app.post(
    '/admin/payouts/settlement-reports',
    {
      config,
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import Razorpay’s settlement report (CSV); a file imported before adds nothing',
        body: SettlementImportBody,
        response: { 200: SettlementImportAnswer, 400: ApiErrorBody },
      },
    },
    async (req) => importSettlementReport(deps, auditActor(req), req.body),
  );
}
