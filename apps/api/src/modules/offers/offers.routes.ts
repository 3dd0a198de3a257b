import { Offers } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { offerIn } from './offer-words';
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
    // the seeded coupons' words in the shopper's language; an owner's own as written (#26 §1)
    async (req) => ({
      Offers: (await listOffers(deps.database.readDb)).map((o) => offerIn(o, req.language)),
    }),
  );
}
