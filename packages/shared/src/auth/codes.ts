// Kept apart from the schemas so the web's first screen can use it without loading zod.

/**
 * The 409 code of a sign-in by code from a browser that did not ask for it and did not confirm:
 * nothing is used up, and ErrorDescription holds the question to ask the shopper.
 */
export const LOGIN_CONFIRMATION_NEEDED = 'LOGIN_CONFIRMATION_NEEDED';
