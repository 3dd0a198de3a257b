// My list's words: the "My list" page, its menu entries and a failed heart's message (the
// heart's own name is in heart-messages.ts, which the first screen loads).

export const WISHLIST_MESSAGES = {
  title: 'My list',
  loading: 'Loading My list',
  failed: 'We could not load My list',
  emptyTitle: 'Nothing on My list yet',
  emptyMessage: 'Tap the heart on a product to keep it here for later.',
  browse: 'Browse products',
  signedOutNote: 'Sign in to keep My list on your account and see it on every device.',
  signIn: 'Sign in',
  saveFailed: (name: string) => `Could not change My list for ${name}. Please try again.`,
  full: 'My list is full: remove a product to add another.',
  chooseOption: 'Choose an option to be told when it is back',
  count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
} as const;
