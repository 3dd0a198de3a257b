// The home page's "Buy again" shelf's words.

export const BUY_AGAIN_MESSAGES = {
  title: 'Buy again',
  failed: 'We could not load what you bought before.',
} as const;
