import type { ProductFacts as Facts } from '@kirana/shared';
import { formatInr } from '../../format';
import { formatShelfLife } from '../../product-terms';
import styles from './product-facts.module.css';
import { useT } from '../../../../lib/i18n';

/** "1800 345 3311" -> "tel:18003453311" */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What India's Legal Metrology (Packaged Commodities) Rules ask a listing to show, laid out as
 * shoppers know it from the back of the pack: net quantity and MRP of the chosen size, who made
 * or packed it and where, origin, best before, consumer care, and the FSSAI licence of food.
 * A fact the store has not filled in yet is left out rather than shown empty.
 */
export default function ProductFacts({
  facts,
  netQuantity,
  mrp,
}: {
  facts: Facts;
  /** of the chosen option row (the product's own label without options) */
  netQuantity: string;
  /** paise, of the chosen option row */
  mrp: number;
}) {
  const care = facts.CustomerCare;
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="legal-title">
      <h2 id="legal-title" className={styles.title}>
        {t('product.facts.title')}
      </h2>
      <dl className={styles.facts}>
        {netQuantity && (
          <>
            <dt>{t('product.facts.net')}</dt>
            <dd data-testid="net-quantity">{netQuantity}</dd>
          </>
        )}
        <dt>{t('product.mrp')}</dt>
        <dd>
          {formatInr(mrp)} <span className={styles.muted}>{t('product.facts.incl')}</span>
        </dd>
        {facts.Maker.Name && (
          <>
            <dt>{t('product.facts.maker')}</dt>
            <dd>
              {facts.Maker.Name}
              {facts.Maker.Address && <span className={styles.address}>{facts.Maker.Address}</span>}
            </dd>
          </>
        )}
        <dt>{t('product.facts.origin')}</dt>
        <dd>{facts.CountryOfOrigin}</dd>
        <dt>{t('product.facts.best-before')}</dt>
        <dd>{formatShelfLife(facts.ShelfLifeDays, t)}</dd>
        {(care.Phone || care.Email) && (
          <>
            <dt>{t('product.facts.care')}</dt>
            <dd className={styles.care}>
              {care.Phone && <a href={telOf(care.Phone)}>{care.Phone}</a>}
              {care.Email && <a href={`mailto:${care.Email}`}>{care.Email}</a>}
            </dd>
          </>
        )}
        {facts.FssaiLicence && (
          <>
            <dt>
              <abbr title={t('product.facts.fssai')}>FSSAI</abbr> {t('product.facts.lic')}
            </dt>
            <dd className={styles.number}>{facts.FssaiLicence}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
