import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { Spinner } from '@shop/shared/ui/spinner';

// What the buyout's first screen (the product-type step) never shows is a lazy chunk (issue 14): the two forms that
// open after a price, and a sold buyout's detail. The partner embed's first load and the shop's buyout page carry
// neither; the chunk arrives when the customer opens a form or a sold buyout's link. Their texts too: a catalog of
// their own (lingui.config.ts), fetched in parallel with the first of them.
const loadLaterCatalogs = () => import(/* webpackChunkName: "buyout-later-texts" */ '../locales/later-catalogs').then((module) => module.laterCatalogs);

/** Per widget i18n: its later texts, merged in once (copies: Lingui keeps and later extends the object it is given). */
const loadedInto = new WeakMap<I18n, Promise<void>>();
function laterTextsIn(i18n: I18n, catalogs: Catalogs): Promise<void> {
  let loading = loadedInto.get(i18n);
  if (!loading) {
    // Outside rendering: Lingui's provider re-renders on the change it announces.
    loading = Promise.resolve().then(() => i18n.load({ cs: { ...catalogs.cs }, ro: { ...catalogs.ro } }));
    loadedInto.set(i18n, loading);
  }
  return loading;
}

function withLaterTexts<P extends object>(View: ComponentType<P>, catalogs: Catalogs): ComponentType<P> {
  return function WithLaterTexts(props: P) {
    const { i18n } = useLingui();
    use(laterTextsIn(i18n, catalogs));
    return <View {...props} />;
  };
}

function laterView<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadLaterCatalogs()]).then(([View, catalogs]) => ({ default: withLaterTexts(View, catalogs) })));
}

export const SendToEmailForm = laterView(() =>
  import(/* webpackChunkName: "buyout-send-to-email" */ '../send-to-email/SendToEmailForm').then((module) => module.SendToEmailForm),
);
export const SellOnlineForm = laterView(() =>
  import(/* webpackChunkName: "buyout-sell-online" */ '../sell-online/SellOnlineForm').then((module) => module.SellOnlineForm),
);
export const SoldBuyout = laterView(() => import(/* webpackChunkName: "buyout-sold" */ './SoldBuyout').then((module) => module.SoldBuyout));

/** The shared spinner while a later view's chunk arrives. */
export function LaterView({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
