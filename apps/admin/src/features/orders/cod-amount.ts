import { AdminCodCollectedBody } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { amountRangeWords } from '../../components/form-words';
import { paiseOf } from '../../components/form-kit';

// The "Cash collected" amount checked before it is sent, in the catalogue's words: the same
// bounds the server's schema holds, so a 400 on it reads the same as the client's own check.

const AMOUNT = AdminCodCollectedBody.shape.Amount;

/** The amounts the server takes, in the catalogue's words. */
export const codAmountRange = (t: Translate): string =>
  amountRangeWords(t, AMOUNT.minValue ?? 0, AMOUNT.maxValue ?? 0);

/** What is wrong with the typed amount, or null when it may be sent. */
export function codAmountError(t: Translate, text: string): string | null {
  const paise = paiseOf(text);
  if (paise === null || Number.isNaN(paise)) return t('books.collect.amount-format');
  if (AMOUNT.safeParse(paise).success) return null;
  return codAmountRange(t);
}
