import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@shop/shared/ui/spinner';

// The shell's own pages other than home are lazy chunks (issue 14): the home page's first screen downloads none of
// them. Chunk names start with `page-` so the bundle bench can tell them apart.
const lazyPage = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> => lazy(() => load().then((page) => ({ default: page })));

const pages = {
  stores: lazyPage(() => import(/* webpackChunkName: "page-stores" */ '../pages/StoresPage').then((module) => module.StoresPage)),
  contact: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage').then((module) => module.ContactPage)),
  login: lazyPage(() => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage').then((module) => module.LoginPage)),
  cookieSettings: lazyPage(() => import(/* webpackChunkName: "page-cookie-settings" */ '../consent/CookieSettingsPage').then((module) => module.CookieSettingsPage)),
  cookiePolicy: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../legal/CookiePolicyPage').then((module) => module.CookiePolicyPage)),
  privacy: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../legal/PrivacyPage').then((module) => module.PrivacyPage)),
  terms: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../legal/TermsPage').then((module) => module.TermsPage)),
  complaints: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../legal/ComplaintsPage').then((module) => module.ComplaintsPage)),
  withdrawal: lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../legal/WithdrawalPage').then((module) => module.WithdrawalPage)),
};

export type InfoPageName = keyof typeof pages;

/** One of the shell's lazy pages, with the catalogue pages' loading state while its chunk arrives. */
export function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useLingui();
  const Page = pages[page];
  return (
    <Suspense fallback={<Spinner label={t`Načítání stránky…`} />}>
      <Page />
    </Suspense>
  );
}
