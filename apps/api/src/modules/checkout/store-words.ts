import type { Language, QuoteAnswer } from '@kirana/shared';
import { storeWordsIn } from '../../lib/i18n/store-words';

export { STORE_WORD_IDS, storeWordsIn } from '../../lib/i18n/store-words';

/** A quote with its method names, descriptions and fee names in the shopper's language. */
export function quoteIn(answer: QuoteAnswer, language: Language): QuoteAnswer {
  const say = storeWordsIn(language);
  return {
    ...answer,
    Bill: { ...answer.Bill, Fees: answer.Bill.Fees.map((f) => ({ ...f, Name: say(f.Name) })) },
    DeliveryMethods: answer.DeliveryMethods.map((m) => ({
      ...m,
      Name: say(m.Name),
      Description: say(m.Description),
    })),
    PaymentMethods: answer.PaymentMethods.map((m) => ({
      ...m,
      Name: say(m.Name),
      Description: say(m.Description),
    })),
  };
}
