import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@shop/shared/ui/spinner';

// What the buyout's first screen (the product-type step) never shows is a lazy chunk (issue 14): the two forms that
// open after a price, and a sold buyout's detail. The partner embed's first load and the shop's buyout page carry
// neither; the chunk arrives when the customer opens a form or a sold buyout's link.
export const SendToEmailForm = lazy(() =>
  import(/* webpackChunkName: "buyout-send-to-email" */ '../send-to-email/SendToEmailForm').then((module) => ({ default: module.SendToEmailForm })),
);
export const SellOnlineForm = lazy(() =>
  import(/* webpackChunkName: "buyout-sell-online" */ '../sell-online/SellOnlineForm').then((module) => ({ default: module.SellOnlineForm })),
);
export const SoldBuyout = lazy(() => import(/* webpackChunkName: "buyout-sold" */ './SoldBuyout').then((module) => ({ default: module.SoldBuyout })));

/** The shared spinner while a later view's chunk arrives. */
export function LaterView({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
