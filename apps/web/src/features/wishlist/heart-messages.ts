// The heart's words. Apart from wishlist-messages.ts: the heart is on the first screen, and a
// module's words travel with it whole.

/** The heart's name: a toggle button, so it stays the same whether pressed or not. */
export const heartLabel = (name: string) => `Save ${name} to My list`;
