import { DeliveryAreaList, DeliveryAreasCsvAnswer, DeliveryAreasCsvBody } from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { auditActor } from '../../staff';
import { replaceAreasFromCsv } from './delivery-areas.service';
import { listDeliveryAreas } from '../delivery.service';

const tags = ['console: settings'];
const config = { permission: 'settings:write' } as const;

/** The console's serviceable pincodes (settings:write). */
export function registerDeliveryAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/delivery-areas',
    {
      config,
      schema: { tags, summary: 'Where the store delivers', response: { 200: DeliveryAreaList } },
    },
    async () => ({ Areas: await listDeliveryAreas(deps.database.db) }),
  );
  app.post(
    '/admin/delivery-areas/csv',
    {
      config,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Replace every delivery area from a CSV (pincode_prefix,days,cutoff_hour,active[,place]); all or nothing',
        body: DeliveryAreasCsvBody,
        response: { 200: DeliveryAreasCsvAnswer },
      },
    },
    async (req) => replaceAreasFromCsv(deps, auditActor(req), req.body.Csv),
  );
}
