import { useBootstrap } from '../../features/general';
import { PushListener } from '../../features/notifications';
import { WishlistSync } from '../../features/wishlist';
import { HeadLinks } from '../../lib/router';

/**
 * The start-up fetches, the push listener, the hearts' list (merged at sign-in) and the head's
 * canonical and hreflang links kept on the page open. None draws
 * anything, so they load in their own
 * file once the first screen is hydrated (shell.tsx), not with it.
 */
export function StartUp() {
  useBootstrap();
  return (
    <>
      <PushListener />
      <WishlistSync />
      <HeadLinks />
    </>
  );
}
