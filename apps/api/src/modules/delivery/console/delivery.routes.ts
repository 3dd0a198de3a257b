import {
  DeliveryAreaList,
  DeliveryAreasCsvAnswer,
  DeliveryAreasCsvBody,
  SlotSettings,
  SlotSettingsBody,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { auditActor } from '../../staff';
import { replaceAreasFromCsv } from './delivery-areas.service';
import { listDeliveryAreas } from '../delivery.service';
import { readSlotSettings, saveSlotSettings } from '../slots.service';

const tags = ['console: settings'];
const config = { permission: 'settings:write' } as const;

/** The console's serviceable pincodes and delivery slots (settings:write). */
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
  app.get(
    '/admin/settings/delivery-slots',
    {
      config,
      schema: {
        tags,
        summary: 'Delivery slots: on or off, the daily windows and their capacity',
        response: { 200: SlotSettings },
      },
    },
    async () => readSlotSettings(deps.database.db),
  );
  app.put(
    '/admin/settings/delivery-slots',
    {
      config,
      schema: {
        tags,
        summary: 'Save the delivery slots (a window without WindowId is new)',
        body: SlotSettingsBody,
        response: { 200: SlotSettings },
      },
    },
    async (req) => saveSlotSettings(deps, auditActor(req), req.body),
  );
}
