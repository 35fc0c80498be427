import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@shop/shared/contract/common';
import { useMarket } from '@shop/shared/i18n/market-context';
import { cacheRestoredChoices } from '@shop/shared/selector/step-choices';
import { issueMessageKey } from '@shop/shared/validation/issue-key';
import { trackBuyoutView } from '../store/buyout-analytics';
import { SHELL_NAVIGATE_EVENT, showAddress } from '@shop/shared/routing/address-history';
import { readBuyoutAddress } from '../store/buyout-address';
import { BuyoutStoresProvider, useBuyout } from '../store/buyout-context';
import { createBuyoutStores, type AppraisalSource, type BuyoutStoreDeps, type BuyoutStores } from '../store/buyout-store';
import { buyoutChoicesCalls } from '../selector/buyout-choices';
import { useAppraisalAnswer, reloadAppraisals, type AppraisalAnswer } from './appraisal-queries';
import { BuyoutPage } from './BuyoutPage';
import { LaterView, SoldBuyout } from './later-views';
import { BrokenLinkNotice } from './BrokenLinkNotice';
import { missingLinkPart } from './broken-link';
import { buyoutSelectionPath } from '@shop/shared/buyout/buyout-links';

export interface BuyoutFlowProps {
  /** The shop's origin when the widget runs on a partner page. */
  apiBase?: string;
}

const currentAddress = () => window.location.pathname + window.location.search;

const isShopOrigin = (apiBase: string | undefined) => !apiBase || new URL(apiBase, window.location.href).origin === window.location.origin;

interface BuyoutFlowWiring extends Pick<BuyoutStoreDeps, 'market' | 'reloadAppraisal' | 'translateIssue'> {
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
        stores.buyout.getState().openAddress(readBuyoutAddress(deps.market, window.location));
      } else {
        // On a partner's page the sold buyout's page is on the shop's site.
        window.location.assign(new URL(location, apiBase || window.location.href).href);
      }
    },
  });
  return {
    stores,
    /** Puts the valid part of a broken deep link in the address in place of it: no new entry, no page view. */
    correctAddress(path: string) {
      if (!ownsAddress) return;
      const next = new URL(path, window.location.href);
      knownAddress = next.pathname + next.search;
      window.history.replaceState(window.history.state, '', path);
      window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
    },
    /** Opens what the current address says (nothing on a partner's page). */
    open() {
      knownAddress = currentAddress();
      const address = ownsAddress ? readBuyoutAddress(deps.market, window.location) : null;
      // The detail page reports its own view.
      if (address?.target.kind !== 'detail') trackBuyoutView('selector');
      stores.buyout.getState().openAddress(address);
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
  const locale = i18n.locale as Locale;
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
        reloadAppraisal: () => reloadAppraisals(queryClient),
        translateIssue: issueMessageKey,
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

  const source = useStore(stores.buyout, (state) => state.source);
  const appraisalAnswer = useAppraisalAnswer(source);

  // The first answer for a newly chosen device shows its cascade (an address) or its page
  // address (a colour, spec section 7); answers in another language only rename what is shown.
  // A layout effect: the cascade appears with this answer, and its options must be in the cache
  // before its queries subscribe, or it would ask for them again.
  const shownSource = useRef<AppraisalSource | null>(null);
  const answer = appraisalAnswer.data;
  // A deep link with a part the catalogue does not know: named to the customer until they pick again.
  const missingPart = source?.from === 'address' && answer?.selectorData ? missingLinkPart(source.query, answer.selectorData.selected_choices) : null;
  useLayoutEffect(() => {
    if (source === null || answer === undefined || shownSource.current === source) return;
    shownSource.current = source;
    if (answer.selectorData !== null) {
      cacheRestoredChoices(queryClient, buyoutChoicesCalls, answer.selectorData, locale);
      stores.selector.getState().restore(answer.selectorData.selected_choices);
      if (source.from === 'address' && missingLinkPart(source.query, answer.selectorData.selected_choices) !== null) {
        flow.correctAddress(buyoutSelectionPath(market, answer.selectorData.selected_choices));
      }
    }
    if (answer.url !== null) stores.buyout.getState().showUrl(answer.url);
  }, [source, answer, stores, queryClient, locale, flow, market]);

  return (
    <BuyoutStoresProvider stores={stores}>
      <section data-testid="buyout-flow">
        {missingPart !== null && <BrokenLinkNotice part={missingPart} />}
        <BuyoutContent appraisalAnswer={appraisalAnswer} />
      </section>
    </BuyoutStoresProvider>
  );
}

function BuyoutContent({ appraisalAnswer }: { appraisalAnswer: UseQueryResult<AppraisalAnswer> }) {
  const opened = useBuyout((state) => state.opened);
  const detail = useBuyout((state) => state.detail);
  if (!opened) return null;
  if (detail)
    return (
      <LaterView>
        <SoldBuyout id={detail.id} token={detail.token} />
      </LaterView>
    );
  return (
    <>
      <h1>
        <Trans>Výkup zařízení</Trans>
      </h1>
      <p>
        <Trans>Vyberte typ zařízení, výrobce, model a barvu a hned uvidíte, kolik za něj dostanete.</Trans>
      </p>
      <BuyoutPage appraisalAnswer={appraisalAnswer} />
    </>
  );
}
