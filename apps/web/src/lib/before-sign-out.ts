// Work that must happen while the session still works, just before a sign-out revokes it (the
// push subscription is forgotten on the server with the shopper's token). Features register
// here, so the auth feature need not know them.

type Step = () => Promise<unknown>;
const steps = new Set<Step>();

/** Registers a step; answers its removal. */
export function beforeSignOut(step: Step): () => void {
  steps.add(step);
  return () => steps.delete(step);
}

/** Runs every step; a failing one never stops the sign-out. */
export async function runBeforeSignOut(): Promise<void> {
  await Promise.allSettled([...steps].map((step) => step()));
}
