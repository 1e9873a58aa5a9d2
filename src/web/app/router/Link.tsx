import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { createPath, resolveTo, type To } from './history';
import { useNavigate } from './use-navigate';
import { useRouter } from './use-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * An anchor to a route of the app: a plain left click moves the app without a page load
 * (a link to where the app already is replaces the entry); with a modifier key, another
 * button or another target, the browser does what it does with any link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { history, location } = useRouter();
  const navigate = useNavigate();
  const path = resolveTo(to, location);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(path) === createPath(location), state });
  };
  return <a {...rest} ref={ref} target={target} href={history.createHref(path)} onClick={handle} />;
});
