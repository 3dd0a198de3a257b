import type { ItemProblem } from '@kirana/shared';
import type { Translate } from '../../lib/i18n';

/** Why the server cannot sell a cart line as asked, in the shopper's language. */
export function problemText(
  t: Translate,
  problem: ItemProblem | undefined,
  name: string,
): string | undefined {
  if (!problem) return undefined;
  const values = { name, count: problem.AvailableQty };
  switch (problem.Code) {
    case 'UNAVAILABLE':
      return t('cart.problem.UNAVAILABLE', values);
    case 'OUT_OF_STOCK':
      return t('cart.problem.OUT_OF_STOCK', values);
    case 'LOW_STOCK':
      return t('cart.problem.LOW_STOCK', values);
    case 'QTY_LIMIT':
      return t('cart.problem.QTY_LIMIT', values);
  }
}
