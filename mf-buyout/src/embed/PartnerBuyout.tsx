import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coreConfig } from '@shop/shared/contract/core';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { queryFor } from '@shop/shared/query/route-query';
import { Alert } from '@shop/shared/ui/alert';
import { BuyoutFlow } from '../flow/BuyoutFlow';

/**
 * The buyout widget on a partner page. A `data-market` other than the shop's would show one
 * market's prices in the other's currency and law, so the widget says so (to the visitor and to
 * the partner's developer in the console) instead of running.
 */
export function PartnerBuyout({ apiBase }: { apiBase?: string }) {
  const api = useApiClient();
  const { market } = useMarket();
  const config = useQuery(queryFor(api, coreConfig, {}));
  const shopMarket = config.data?.market;
  const mismatch = shopMarket !== undefined && shopMarket !== market;
  useEffect(() => {
    if (mismatch) console.error(`[shop buyout widget] data-market="${market}" but the shop at ${apiBase ?? 'this origin'} serves the ${shopMarket} market; fix data-market.`);
  }, [mismatch, market, shopMarket, apiBase]);

  if (!mismatch) return <BuyoutFlow apiBase={apiBase} />;
  return (
    <div data-testid="buyout-market-mismatch">
      <Alert kind="error">
        <Trans>
          Tento widget je nastaven pro trh {market}, obchod ale obsluhuje trh {shopMarket}. Výkup proto nelze zobrazit; provozovatel stránky to musí opravit.
        </Trans>
      </Alert>
    </div>
  );
}
