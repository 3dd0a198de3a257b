import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { pathOf, resolvePath } from './history';
import { useHistory, useLocation, useNavigate } from './router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether the browser should handle the click itself (new tab, download, another target). */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/** An <a> that navigates in the app; a link to the page already open replaces its entry. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const history = useHistory();
  const href = resolvePath(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    void navigate(href, { replace: replace ?? href === pathOf(location), state });
  };
  return <a {...rest} href={history.createHref(href)} target={target} onClick={handleClick} />;
}

/** A Link marked aria-current="page" while its path is open (with `end`, only that exact path). */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const path = props.to.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const target = path.toLowerCase();
  const active = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}

/** Navigates as soon as it renders (a redirect). */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
