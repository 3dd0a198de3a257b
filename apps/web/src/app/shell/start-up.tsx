import { useBootstrap } from '../../features/general';
import { PushListener } from '../../features/notifications';
import { WishlistSync } from '../../features/wishlist';

/**
 * The start-up fetches, the push listener and the hearts' list (merged at sign-in). None draws
 * anything, so they load in their own
 * file once the first screen is hydrated (shell.tsx), not with it.
 */
export function StartUp() {
  useBootstrap();
  return (
    <>
      <PushListener />
      <WishlistSync />
    </>
  );
}
