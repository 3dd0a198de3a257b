import styles from './misc.module.css';

/** Shared blocks for pages: a bordered card, a filter toolbar, a responsive form grid. */
export const blocks = { card: styles.card, toolbar: styles.toolbar, formGrid: styles.formGrid };
