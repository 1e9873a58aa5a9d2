import { forwardRef } from 'react';
import { resolveTo } from './history';
import { Link, type LinkProps } from './Link';
import { useLocation } from './use-location';

export interface NavLinkProps extends LinkProps {
  /** Active only at exactly its path, not below it. */
  end?: boolean;
}

/** A link that knows it is where the app is: class `active` and `aria-current="page"`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, ...rest },
  ref,
) {
  const location = useLocation();
  const here = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const to = resolveTo(rest.to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const active = here === to || (!end && (to === '/' || here.startsWith(`${to}/`)));
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  );
});
