import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { showAddress } from './address-history';

/**
 * A link from a remote to another shop page: a real link (middle-click, copy address), and on a
 * plain click the shell's router shows the page without reloading the shop.
 */
export function ShopLink({ to, children, onClick, ...rest }: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showAddress(to);
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
