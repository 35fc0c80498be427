import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountSummary } from '@shop/shared/contract/account';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { queryFor } from '@shop/shared/query/route-query';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';

/** What the customer has with the shop: a list per kind (buyouts, service orders; orders once they exist). */
export function SummarySection() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const summary = useQuery(queryFor(api, accountSummary, {}, i18n.locale as 'cs' | 'ro'));
  const sectionTitle = (kind: string) => {
    if (kind === 'buyout') return t`Výkupy`;
    if (kind === 'service_order') return t`Servisní zakázky`;
    if (kind === 'order') return t`Objednávky`;
    return kind;
  };

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">
        <Trans>Přehled</Trans>
      </h2>
      {summary.isPending && <Spinner label={t`Načítám přehled…`} />}
      {summary.isError && (
        <LoadFailed onRetry={() => void summary.refetch()}>
          <Trans>Přehled se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {summary.data?.sections.map((section) => (
        <div key={section.kind}>
          <h3>{sectionTitle(section.kind)}</h3>
          {section.items.length === 0 ? (
            <p>
              <Trans>Zatím nic.</Trans>
            </p>
          ) : (
            <ul>
              {section.items.map((item) => (
                <li key={item.reference}>
                  {item.url ? <a href={item.url}>{item.reference}</a> : item.reference} · {formatDate(item.created_at)} · {item.status_label}
                  {item.total !== null && ` · ${formatPrice(item.total, market)}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
