import { useBootstrap } from '../../features/general';
import { PushListener } from '../../features/notifications';

/**
 * The start-up fetches and the push listener. Neither draws anything, so they load in their own
 * file once the first screen is hydrated (shell.tsx), not with it.
 */
export function StartUp() {
  useBootstrap();
  return <PushListener />;
}
