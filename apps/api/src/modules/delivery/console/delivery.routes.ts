import { z } from 'zod';
import {
  ApiErrorBody,
  DeliveryArea,
  DeliveryAreaBody,
  DeliveryAreaList,
  DeliveryAreaParams,
  DeliveryAreasPreview,
  DeliveryAreasUndoState,
  DeliveryAreasCsvAnswer,
  DeliveryAreasCsvBody,
  SlotSettings,
  SlotSettingsBody,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { auditActor } from '../../staff';
import {
  canUndoAreas,
  previewAreasCsv,
  removeArea,
  replaceAreasFromCsv,
  saveArea,
  undoAreasUpload,
} from './delivery-areas.service';
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
  app.post(
    '/admin/delivery-areas/csv/preview',
    {
      config,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'What a CSV would add, change and remove (nothing is written)',
        body: DeliveryAreasCsvBody,
        response: { 200: DeliveryAreasPreview },
      },
    },
    async (req) => previewAreasCsv(deps, req.body.Csv),
  );
  app.get(
    '/admin/delivery-areas/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the last upload can be undone',
        response: { 200: DeliveryAreasUndoState },
      },
    },
    async () => canUndoAreas(deps),
  );
  app.post(
    '/admin/delivery-areas/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Put back exactly the areas as they were before the last upload',
        response: { 200: DeliveryAreasCsvAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => undoAreasUpload(deps, auditActor(req)),
  );
  app.put(
    '/admin/delivery-areas/:prefix',
    {
      config,
      schema: {
        tags,
        summary: 'Add or edit one delivery area',
        params: DeliveryAreaParams,
        body: DeliveryAreaBody,
        response: { 200: DeliveryArea },
      },
    },
    async (req) => saveArea(deps, auditActor(req), req.params.prefix, req.body),
  );
  app.delete(
    '/admin/delivery-areas/:prefix',
    {
      config,
      schema: {
        tags,
        summary: 'Remove one delivery area',
        params: DeliveryAreaParams,
        response: { 204: z.null(), 404: ApiErrorBody },
      },
    },
    async (req, reply) => {
      await removeArea(deps, auditActor(req), req.params.prefix);
      return reply.status(204).send(null);
    },
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
