import styles from './misc.module.css';

/**
 * Shared blocks for pages: a bordered card, a filter toolbar, a responsive form grid, a grid of
 * cards side by side (one a row on a phone), and a list of facts (a <dl> of label and value).
 */
export const blocks = {
  card: styles.card,
  toolbar: styles.toolbar,
  formGrid: styles.formGrid,
  cardGrid: styles.cardGrid,
  facts: styles.facts,
};
