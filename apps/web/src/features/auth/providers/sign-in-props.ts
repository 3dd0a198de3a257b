import type { LoginConfigAnswer } from '../auth-types';

/** What every sign-in service's box gets: the server's configuration and where to go after. */
export interface SignInProps {
  config: LoginConfigAnswer;
  returnTo: string;
}
