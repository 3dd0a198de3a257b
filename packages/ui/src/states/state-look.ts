import styles from './state-panel.module.css';

/** 'page': the storefront's panel with a round icon; 'card': the console's bordered card. */
export type StateLook = 'page' | 'card';

export const panelClass = (look: StateLook, extra?: string) =>
  [styles.panel, look === 'card' && styles.card, extra].filter(Boolean).join(' ');
