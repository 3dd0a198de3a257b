import { DeliveryEstimate, DeliveryEstimateQuery, DeliverySlotsAnswer } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { readerIn } from '../../lib/i18n/reader';
import { estimateDelivery } from './delivery.service';
import { listDeliverySlots } from './slots.service';

const tags = ['delivery'];

/** The public delivery estimate for a pincode ("Deliver to 560038"). */
export function registerDeliveryPublicRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/delivery-estimate',
    {
      schema: {
        tags,
        summary: 'Whether the store delivers to a pincode, and by when',
        querystring: DeliveryEstimateQuery,
        response: { 200: DeliveryEstimate },
      },
    },
    // the dates move with the clock and the cut-off: never kept by a browser or a CDN
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return estimateDelivery(deps, req.query.pincode, new Date(), readerIn(req.language));
    },
  );
  app.get(
    '/delivery-slots',
    {
      schema: {
        tags,
        summary: 'The delivery slots checkout offers now, with the places left in each',
        response: { 200: DeliverySlotsAnswer },
      },
    },
    // places left move with every order: never kept by a browser or a CDN
    async (_req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listDeliverySlots(deps.database.db, new Date());
    },
  );
}
