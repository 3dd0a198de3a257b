import { Offers } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { listOffers } from './offers.service';

/** The offers list: coupons anyone can apply today. */
export function registerOffersPublicRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Coupons a shopper can apply today',
        response: { 200: Offers },
      },
    },
    async () => ({ Offers: await listOffers(deps.database.readDb) }),
  );
}
