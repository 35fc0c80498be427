import type { MouseEvent, ReactNode } from 'react';

/** A real link (middle-click, copy address) that moves the flow in place on a plain click. */
export function PageLink({ to, go, children }: { to: string; go: (path: string) => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
