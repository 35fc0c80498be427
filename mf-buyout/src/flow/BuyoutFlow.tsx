import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { useMarket } from '@shop/shared/i18n/market-context';
import { cacheRestoredChoices } from '@shop/shared/selector/step-choices';
import { translateIssue } from '@shop/shared/validation/messages';
import { trackBuyoutView } from '../store/buyout-analytics';
import { SoldAppraisal } from '../appraisal/SoldAppraisal';
import { BuyoutDetailView } from '../detail/BuyoutDetailView';
import { SHELL_NAVIGATE_EVENT, showAddress } from '@shop/shared/routing/address-history';
import { readBuyoutAddress } from '../store/buyout-address';
import { BuyoutStoresProvider, useBuyout } from '../store/buyout-context';
import { createBuyoutStores, type BuyoutStoreDeps, type BuyoutStores } from '../store/buyout-store';
import { buyoutChoicesCalls } from '../selector/buyout-choices';
import { BuyoutPage } from './BuyoutPage';

export interface BuyoutFlowProps {
  /** The shop's origin when the widget runs on a partner page. */
  apiBase?: string;
}

const currentAddress = () => window.location.pathname + window.location.search;

const isShopOrigin = (apiBase: string | undefined) => !apiBase || new URL(apiBase, window.location.href).origin === window.location.origin;

interface BuyoutFlowWiring extends Pick<BuyoutStoreDeps, 'market' | 'fetchRoute' | 'cacheSelectorChoices' | 'translateIssue'> {
  apiBase: string | undefined;
  ownsAddress: boolean;
}

/**
 * The widget's stores and what they do to the address. `knownAddress` is the address this widget
 * last showed or opened: the shell's navigation events for it are our own echo.
 */
function createBuyoutFlow({ apiBase, ownsAddress, ...deps }: BuyoutFlowWiring) {
  let knownAddress: string | null = null;
  const showOwnAddress = (path: string) => {
    // Known before showing: showAddress tells the shell synchronously, and we hear that too.
    const next = new URL(path, window.location.href);
    knownAddress = next.pathname + next.search;
    showAddress(path);
  };
  const stores: BuyoutStores = createBuyoutStores({
    ...deps,
    showAddress: ownsAddress ? showOwnAddress : undefined,
    followLocation: (location) => {
      if (ownsAddress) {
        showOwnAddress(location);
        void stores.buyout.getState().openAddress(readBuyoutAddress(deps.market, window.location));
      } else {
        // On a partner's page the sold buyout's page is on the shop's site.
        window.location.assign(new URL(location, apiBase || window.location.href).href);
      }
    },
  });
  return {
    stores,
    /** Opens what the current address says (nothing on a partner's page). */
    open() {
      knownAddress = currentAddress();
      const address = ownsAddress ? readBuyoutAddress(deps.market, window.location) : null;
      // The detail page reports its own view.
      if (address?.target.kind !== 'detail') trackBuyoutView('selector');
      void stores.buyout.getState().openAddress(address);
    },
    isOwnEcho: () => currentAddress() === knownAddress,
  };
}

/**
 * The whole buyout widget: one pair of stores per mount, the address kept in sync on the shop's
 * buyout page (never on a partner's page), and either the selection flow or a sold buyout's detail.
 */
export function BuyoutFlow({ apiBase }: BuyoutFlowProps) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const { market } = useMarket();
  const queryClient = useQueryClient();
  const [flow] = useState(() => {
    // Only the shop's own buyout page is ours to write to; a partner page may have any path.
    const ownsAddress = isShopOrigin(apiBase) && readBuyoutAddress(market, window.location) !== null;
    return {
      ownsAddress,
      ...createBuyoutFlow({
        apiBase,
        ownsAddress,
        market,
        // The selector data and the appraisal form carry translated labels.
        fetchRoute: (route, input) => queryClient.fetchQuery(queryFor(api, route, input, i18n.locale as Locale)),
        cacheSelectorChoices: (data) => cacheRestoredChoices(queryClient, buyoutChoicesCalls, data, i18n.locale as Locale),
        translateIssue: (issue) => translateIssue(issue, i18n),
      }),
    };
  });
  const { stores } = flow;

  // The address decides what to show first; Back, Forward and the shell's own links (the header's
  // buyout link while a selection is shown) show what their address says.
  useEffect(() => {
    const openIfElsewhere = () => {
      if (!flow.isOwnEcho()) flow.open();
    };
    flow.open();
    if (!flow.ownsAddress) return;
    window.addEventListener('popstate', flow.open);
    window.addEventListener(SHELL_NAVIGATE_EVENT, openIfElsewhere);
    return () => {
      window.removeEventListener('popstate', flow.open);
      window.removeEventListener(SHELL_NAVIGATE_EVENT, openIfElsewhere);
    };
  }, [flow]);

  // Questions and choice labels come in the request's language: reload them, keeping the answers.
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    const color = stores.selector.getState().color.selected;
    const { appraisal, answers, loadAppraisal } = stores.buyout.getState();
    if (color !== null && appraisal !== null) void loadAppraisal(color, answers);
  }, [i18n.locale, stores]);

  return (
    <BuyoutStoresProvider stores={stores}>
      <section data-testid="buyout-flow">
        <BuyoutContent />
      </section>
    </BuyoutStoresProvider>
  );
}

function BuyoutContent() {
  const opened = useBuyout((state) => state.opened);
  const detail = useBuyout((state) => state.detail);
  if (!opened) return null;
  if (detail) return <BuyoutDetailView id={detail.id} token={detail.token} renderAnswers={(buyout) => <SoldAppraisal buyout={buyout} />} />;
  return (
    <>
      <h1>
        <Trans>Výkup zařízení</Trans>
      </h1>
      <p>
        <Trans>Vyberte typ zařízení, výrobce, model a barvu a hned uvidíte, kolik za něj dostanete.</Trans>
      </p>
      <BuyoutPage />
    </>
  );
}
