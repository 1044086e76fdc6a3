import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  state?: unknown;
  replace?: boolean;
  preventScrollReset?: boolean;
};

/**
 * React Router's Link as the app uses it, built from the router's own hooks: the same address, and
 * a click opens it the same way (a link to the page already shown replaces it in the history; a
 * modified click or another target is the browser's). React Router's Link also brings what the app
 * never asks of it (prefetching a page's code and data as its framework does, masked addresses), and
 * as the router's package is part of the first load, so was all of that, whichever page used a link.
 * Cards use AppLink, lighter still.
 */
export function Link({ to, state, replace, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { state, replace, preventScrollReset, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

/**
 * A Link that knows whether it leads to the page shown (or one below it), as React Router's NavLink:
 * its class says so, and so does aria-current="page" for assistive technology.
 */
export function NavLink({ className, ...props }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (current.startsWith(target) && current.charAt(end) === '/');
  return <Link {...props} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}
