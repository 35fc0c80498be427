import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import type { EFacturaSubmission } from '@shop/shared/contract/market-law';
import { formatDate } from '@shop/shared/i18n/market';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { useEFacturaSubmissions } from './delivery-queries';

const STATE_NAMES: Record<EFacturaSubmission['state'], MessageDescriptor> = {
  pending: msg`Čeká na odeslání`,
  sent: msg`Odesláno`,
  accepted: msg`Přijato`,
  failed: msg`Selhalo`,
};

/** Issue #15: where each invoice of a Romanian order stands in ANAF's e-Factura. */
export function EFacturaState({ orderNumber }: { orderNumber: string }) {
  const { t, i18n } = useLingui();
  const submissions = useEFacturaSubmissions(orderNumber, i18n.locale as Locale);
  return (
    <section aria-labelledby="e-factura-heading" data-testid="e-factura-state">
      <h2 id="e-factura-heading">
        <Trans>e-Factura</Trans>
      </h2>
      {submissions.isPending ? (
        <Spinner />
      ) : submissions.isError ? (
        <LoadFailed onRetry={() => void submissions.refetch()}>
          <Trans>Stav e-Factura se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : submissions.data.submissions.length === 0 ? (
        <p>
          <Trans>Faktura zatím nebyla do e-Factura odeslána.</Trans>
        </p>
      ) : (
        // Six columns do not fit a phone: the table scrolls in its own focusable box, not the page.
        <TableScroll labelledBy="e-factura-heading">
          <table>
            <thead>
              <tr>
                <th scope="col">{t`Faktura`}</th>
                <th scope="col">{t`Stav`}</th>
                <th scope="col">{t`Pokusy`}</th>
                <th scope="col">{t`Poslední chyba`}</th>
                <th scope="col">{t`Index nahrání`}</th>
                <th scope="col">{t`Termín`}</th>
              </tr>
            </thead>
            <tbody>
              {submissions.data.submissions.map((submission) => (
                <tr key={submission.invoice_number}>
                  <td>{submission.invoice_number}</td>
                  <td>{i18n._(STATE_NAMES[submission.state])}</td>
                  <td>{submission.attempts}</td>
                  <td>{submission.last_error ?? '–'}</td>
                  <td>{submission.upload_index ?? '–'}</td>
                  <td>{formatDate(submission.due_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
