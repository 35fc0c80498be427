import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { publish } from '@shop/shared/bus/bus';
import { serviceProductSelectorData } from '@shop/shared/contract/service';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { selectedChoicesOf } from '@shop/shared/selector/selector-store';
import { Alert } from '@shop/shared/ui/alert';
import { DevicePage } from './DevicePage';
import { PageLink } from '../routing/PageLink';
import { orderLookupPath, sameSelection, selectionPath } from '../routing/service-address';
import { useServiceAddress } from '../routing/use-service-address';
import { OrderLookup } from '../status/OrderLookup';
import { OrderStatusPage } from '../status/OrderStatusPage';
import { createServiceStore } from '../store/service-store';

/**
 * The service widget: the device page, an order's status page and the order lookup, chosen by
 * the address. The selection lives in the address too, so a link, Back and Forward restore it.
 */
export function ServiceFlow() {
  const { i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const address = useServiceAddress(market);
  const go = useRef(address.go);
  go.current = address.go;
  const [store] = useState(() => createServiceStore(api, { onAddress: (url) => go.current(url) }));
  const [addressError, setAddressError] = useState(false);
  const { target } = address;

  // An address the customer arrived at (first load, link, Back, Forward): show that selection.
  // Addresses the flow itself pushed already match the store, so nothing is fetched for them.
  const { arrival, replace } = address;
  useEffect(() => {
    if (arrival.kind !== 'selection') return;
    const chosen = selectedChoicesOf(store.getState().selector.getState());
    if (sameSelection(arrival.selection, chosen)) return;
    const controller = new AbortController();
    setAddressError(false);
    api.call(serviceProductSelectorData, { query: arrival.selection, signal: controller.signal }).then(
      (data) => {
        store.getState().showSelectorData(data);
        // Unknown slugs end the selection early on the server: the address shows what is really chosen.
        if (!sameSelection(arrival.selection, data.selected_choices)) replace(selectionPath(market, data.selected_choices));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Selection from the address could not be loaded', error);
        setAddressError(true);
      },
    );
    return () => controller.abort();
  }, [arrival, replace, market, api, store]);

  // Operation names come in the request's language.
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    void store.getState().reloadOperations();
  }, [i18n.locale, store]);

  function booked(location: string) {
    store.getState().bookingDone();
    publish('analytics', { event: 'services', payload: { action: 'booked' } });
    address.go(location);
  }

  return (
    <section data-testid="service-flow">
      <h1>
        <Trans>Servis zařízení</Trans>
      </h1>
      <nav>
        {target.kind === 'selection' ? (
          <PageLink to={orderLookupPath(market)} go={address.go}>
            <Trans>Stav servisní zakázky</Trans>
          </PageLink>
        ) : (
          <PageLink to={pagePath(market, 'service')} go={address.go}>
            <Trans>Objednat opravu</Trans>
          </PageLink>
        )}
      </nav>
      {addressError && (
        <Alert kind="error">
          <Trans>Zařízení z odkazu se nepodařilo načíst. Vyberte ho prosím znovu.</Trans>
        </Alert>
      )}
      {target.kind === 'order' && (
        <OrderStatusPage orderNumber={target.orderNumber} token={target.token} onLookup={() => address.go(orderLookupPath(market))} />
      )}
      {target.kind === 'order-lookup' && <OrderLookup />}
      {target.kind === 'selection' && <DevicePage store={store} onSelectionUrl={address.go} onBooked={booked} />}
    </section>
  );
}
