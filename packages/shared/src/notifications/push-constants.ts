// Kept apart from the schemas so the web's first screen can use them without loading zod.

/** Spec §9: the saved token is renewed when it is older than this (7 days). */
export const PUSH_TOKEN_REFRESH_MS = 604_800_000;
/** Spec §9: the vibration of a push notification. */
export const PUSH_VIBRATION_PATTERN = [50, 50, 100, 100, 200] as const;
