import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { publish } from '@shop/shared/bus/bus';
import { useMarket } from '@shop/shared/i18n/market-context';
import type { Locale } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import { selectedChoicesOf } from '@shop/shared/selector/selector-store';
import { cacheRestoredChoices } from '@shop/shared/selector/step-choices';
import { Alert } from '@shop/shared/ui/alert';
import { DevicePage } from './DevicePage';
import { useDeviceAnswer } from './device-queries';
import { serviceChoicesCalls } from './service-choices';
import { PageLink } from '../routing/PageLink';
import { orderLookupPath, sameSelection, selectionPath } from '../routing/service-address';
import { useServiceAddress } from '../routing/use-service-address';
import { OrderLookup } from '../status/OrderLookup';
import { OrderStatusPage } from '../status/OrderStatusPage';
import { createServiceStore, type DeviceChoice } from '../store/service-store';

/**
 * The service widget: the device page, an order's status page and the order lookup, chosen by
 * the address. The selection lives in the address too, so a link, Back and Forward restore it.
 */
export function ServiceFlow() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { market } = useMarket();
  const queryClient = useQueryClient();
  const address = useServiceAddress(market);
  const [store] = useState(createServiceStore);
  const device = useStore(store, (state) => state.device);
  const deviceAnswer = useDeviceAnswer(device);
  const { target, arrival, go, replace } = address;

  // An address the customer arrived at (first load, link, Back, Forward): show that selection.
  // Addresses the flow itself pushed already match the store, so nothing is asked for them.
  useEffect(() => {
    if (arrival.kind !== 'selection') return;
    if (sameSelection(arrival.selection, selectedChoicesOf(store.getState().selector.getState()))) return;
    store.getState().arriveAt(arrival.selection);
  }, [arrival, store]);

  // The first answer for a newly chosen device shows its cascade and its page address; answers
  // in another language for the same device only rename what is shown.
  const shownDevice = useRef<DeviceChoice | null>(null);
  const answer = deviceAnswer.data;
  useEffect(() => {
    if (device === null || answer === undefined || shownDevice.current === device) return;
    shownDevice.current = device;
    if (answer.selectorData !== null) {
      cacheRestoredChoices(queryClient, serviceChoicesCalls, answer.selectorData, locale);
      store.getState().selector.getState().restore(answer.selectorData.selected_choices);
    }
    if (answer.url !== null) go(answer.url);
    // Unknown slugs end the selection early on the server: the address shows what is really chosen.
    else if (answer.selectorData !== null && device.from === 'address' && !sameSelection(device.selection, answer.selectorData.selected_choices)) {
      replace(selectionPath(market, answer.selectorData.selected_choices));
    }
  }, [device, answer, store, go, replace, market, queryClient, locale]);

  function booked(location: string) {
    store.getState().bookingDone();
    publish('analytics', { event: 'services', payload: { action: 'booked' } });
    go(location);
  }

  return (
    <section data-testid="service-flow">
      <h1>
        <Trans>Servis zařízení</Trans>
      </h1>
      {/* Named: the shop's frame has named navs of its own, an unnamed one is ambiguous to a screen reader (axe). */}
      <nav aria-label={t`Servisní stránky`}>
        {target.kind === 'selection' ? (
          <PageLink to={orderLookupPath(market)} go={go}>
            <Trans>Stav servisní zakázky</Trans>
          </PageLink>
        ) : (
          <PageLink to={pagePath(market, 'service')} go={go}>
            <Trans>Objednat opravu</Trans>
          </PageLink>
        )}
      </nav>
      {device?.from === 'address' && deviceAnswer.isError && (
        <Alert kind="error">
          <Trans>Zařízení z odkazu se nepodařilo načíst. Vyberte ho prosím znovu.</Trans>
        </Alert>
      )}
      {target.kind === 'order' && (
        <OrderStatusPage orderNumber={target.orderNumber} token={target.token} onLookup={() => address.go(orderLookupPath(market))} />
      )}
      {target.kind === 'order-lookup' && <OrderLookup />}
      {target.kind === 'selection' && <DevicePage store={store} deviceAnswer={deviceAnswer} onSelectionUrl={go} onBooked={booked} />}
    </section>
  );
}
