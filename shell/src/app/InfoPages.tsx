import { Suspense, use, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { Spinner } from '@shop/shared/ui/spinner';
import { loadPageTextsInto, pageTextsLoaded } from '../locales/page-texts';
import { SlotErrorBoundary } from '../remotes/SlotErrorBoundary';
import { SectionLoadFailed } from '../remotes/SectionLoadFailed';

// The shell's own pages other than home are lazy chunks (issue 14): the home page's first screen downloads neither
// them nor their texts. Chunk names start with `page-` so the bundle bench can tell them apart.
const pageLoaders = {
  stores: () => import(/* webpackChunkName: "page-stores" */ '../pages/StoresPage').then((module) => module.StoresPage),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage').then((module) => module.ContactPage),
  login: () => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage').then((module) => module.LoginPage),
  cookieSettings: () => import(/* webpackChunkName: "page-cookie-settings" */ '../consent/CookieSettingsPage').then((module) => module.CookieSettingsPage),
  cookiePolicy: () => import(/* webpackChunkName: "page-legal" */ '../legal/CookiePolicyPage').then((module) => module.CookiePolicyPage),
  privacy: () => import(/* webpackChunkName: "page-legal" */ '../legal/PrivacyPage').then((module) => module.PrivacyPage),
  terms: () => import(/* webpackChunkName: "page-legal" */ '../legal/TermsPage').then((module) => module.TermsPage),
  complaints: () => import(/* webpackChunkName: "page-legal" */ '../legal/ComplaintsPage').then((module) => module.ComplaintsPage),
  withdrawal: () => import(/* webpackChunkName: "page-legal" */ '../legal/WithdrawalPage').then((module) => module.WithdrawalPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type InfoPageName = keyof typeof pageLoaders;

const loadedPages = new Map<InfoPageName, Promise<ComponentType>>();
function loadPage(page: InfoPageName): Promise<ComponentType> {
  let loading = loadedPages.get(page);
  if (!loading) {
    loading = pageLoaders[page]().catch((error: unknown) => {
      // Not kept: the error view's retry must fetch again.
      loadedPages.delete(page);
      throw error;
    });
    loadedPages.set(page, loading);
  }
  return loading;
}

/**
 * One of the shell's lazy pages, with the catalogue pages' loading state while its chunk and texts arrive, and a retry
 * when they cannot be fetched.
 */
export function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useLingui();
  return (
    <SlotErrorBoundary key={page} fallback={(retry) => <SectionLoadFailed retry={retry} />}>
      <Suspense fallback={<Spinner label={t`Načítání stránky…`} />}>
        <LoadedInfoPage page={page} />
      </Suspense>
    </SlotErrorBoundary>
  );
}

function LoadedInfoPage({ page }: { page: InfoPageName }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // Both fetches start before either is awaited: the page's chunk and its texts arrive in parallel.
  const texts = loadPageTextsInto(i18n, locale);
  const Page = use(loadPage(page));
  if (!pageTextsLoaded(i18n, locale)) use(texts);
  return <Page />;
}
