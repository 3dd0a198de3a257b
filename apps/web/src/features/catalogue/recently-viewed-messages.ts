// The recently viewed shelf's words.

export const RECENTLY_VIEWED_MESSAGES = {
  title: 'Recently viewed',
  failed: 'We could not load your recently viewed products.',
} as const;
