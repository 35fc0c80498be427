import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ordersInstallments } from '@shop/shared/contract/orders';
import type { InstallmentApplicationState } from '@shop/shared/orders/installment-states';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { queryFor } from '@shop/shared/query/route-query';
import { pagePath } from '@shop/shared/routing/page-paths';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { TableScroll } from '@shop/shared/ui/table-scroll';

/** O-S5: the customer's orders paid by installments and where each application stands at the provider. */
export function InstallmentsSection() {
  const { t } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const installments = useQuery(queryFor(api, ordersInstallments, {}));
  const stateLabel: Record<InstallmentApplicationState, string> = {
    submitted: t`Žádost odeslána, čeká na vyřízení`,
    approved: t`Schváleno`,
    rejected: t`Zamítnuto`,
    cancelled: t`Zrušeno`,
  };

  return (
    <section aria-labelledby="installments-heading" data-testid="installment-overview">
      <h2 id="installments-heading">
        <Trans>Nákupy na splátky</Trans>
      </h2>
      {installments.isPending && <Spinner label={t`Načítám splátky…`} />}
      {installments.isError && (
        <LoadFailed onRetry={() => void installments.refetch()}>
          <Trans>Přehled splátek se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {installments.data?.length === 0 && (
        <p>
          <Trans>Zatím jste nenakupovali na splátky.</Trans>
        </p>
      )}
      {installments.data && installments.data.length > 0 && (
        <TableScroll labelledBy="installments-heading">
          <table>
            <caption>
              <Trans>Objednávky na splátky a stav žádosti o úvěr</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Objednávka`}</th>
                <th scope="col">{t`Datum`}</th>
                <th scope="col">{t`Splátková společnost`}</th>
                <th scope="col">{t`Splátky`}</th>
                <th scope="col">{t`Cena objednávky`}</th>
                <th scope="col">{t`Stav žádosti`}</th>
              </tr>
            </thead>
            <tbody>
              {installments.data.map((row) => (
                <tr key={row.order_number} data-testid="installment-row" data-state={row.state}>
                  <td>
                    <a href={pagePath(market, 'orders', [row.order_number])}>{row.order_number}</a>
                  </td>
                  <td>{formatDate(row.created_at)}</td>
                  <td>{row.provider_name}</td>
                  <td>{t`${row.months} × ${formatPrice(row.monthly_payment, market)}`}</td>
                  <td>{formatPrice(row.order_total, market)}</td>
                  <td>{stateLabel[row.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
