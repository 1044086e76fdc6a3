import type { ComponentProps, MouseEvent } from 'react';
import { navigateInApp } from '../lib/in-app-navigation';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; state?: unknown; replace?: boolean };

/**
 * A link to a page of the app, opened without reloading, for what a list repeats on every card:
 * React Router's Link runs eight hooks per link, and a card has four of them (title, poster,
 * creator, comments), a good part of a phone's first load. A modified click (new tab) is the browser's.
 */
export function AppLink({ to, state, replace, onClick, target, ...rest }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateInApp(to, { state, replace });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}
