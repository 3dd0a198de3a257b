import type { Language, Offer } from '@kirana/shared';
import { readerIn } from '../../lib/i18n/reader';

/**
 * The demo store's coupon titles and descriptions as the seed wrote them (seed-coupons.ts), with
 * their ids in locales/<language>/offers.json. An owner's own coupon, or a seeded one the owner
 * reworded, is shown as written in every language.
 */
const SEED_WORDS: Readonly<Record<string, string>> = {
  '₹100 off your first order': 'offers.seed.welcome.title',
  'New to Kirana? Take ₹100 off your first order of ₹499 or more.':
    'offers.seed.welcome.description',
  '10% off, up to ₹150': 'offers.seed.festive.title',
  'Festive savings on everything in the store for orders of ₹999 or more.':
    'offers.seed.festive.description',
  '₹50 off when you pay by UPI': 'offers.seed.upi.title',
  'Pay online by UPI and save ₹50 on orders of ₹599 or more.': 'offers.seed.upi.description',
};

/** The ids a seeded text maps to (the catalogue test checks each exists). */
export const SEED_WORD_IDS = Object.values(SEED_WORDS);

/** An offer with the seed's title and description in `language`. */
export function offerIn(offer: Offer, language: Language): Offer {
  const { t } = readerIn(language);
  const say = (text: string) => {
    const id = SEED_WORDS[text];
    return id ? t(id) : text;
  };
  return { ...offer, Title: say(offer.Title), Description: say(offer.Description) };
}
