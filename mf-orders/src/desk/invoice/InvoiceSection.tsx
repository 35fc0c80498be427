import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { formatDate } from '@shop/shared/i18n/market';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { useErrorTexts } from '../use-error-texts';
import { useInvoiceAction } from './invoice-queries';

/** O-S15 / O-R2 on the staff detail: the invoice's number, its page and PDF, and re-sending it; or issuing it now. */
export function InvoiceSection({ order }: { order: OrderDeskDetail }) {
  const { t } = useLingui();
  const issue = useInvoiceAction('issue');
  const resend = useInvoiceAction('resend');
  const errors = useErrorTexts(issue.error ?? resend.error);
  const invoice = order.invoice;
  const params = { params: { order_number: order.order_number } };
  return (
    <section aria-labelledby="invoice-heading" data-testid="invoice">
      <h2 id="invoice-heading">
        <Trans>Faktura</Trans>
      </h2>
      {invoice ? (
        <>
          <p>
            <Trans>
              Faktura {invoice.number}, vystavena {formatDate(invoice.issued_at)}.
            </Trans>{' '}
            {invoice.last_sent_at ? <Trans>Naposledy odeslána zákazníkovi {formatDate(invoice.last_sent_at)}.</Trans> : <Trans>Zákazníkovi zatím nebyla odeslána.</Trans>}
          </p>
          <p>
            <a href={invoice.document_url} target="_blank" rel="noreferrer">
              <Trans>Zobrazit fakturu {invoice.number}</Trans>
            </a>{' '}
            ·{' '}
            <a href={invoice.pdf_url} download>
              <Trans>Faktura {invoice.number} (PDF)</Trans>
            </a>
          </p>
          <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate(params)}>
            <Trans>Znovu odeslat fakturu zákazníkovi</Trans>
          </Button>
          {resend.isSuccess && <Alert kind="success">{t`Faktura byla odeslána na ${order.email}.`}</Alert>}
        </>
      ) : (
        <>
          <p>
            <Trans>Objednávka zatím nemá fakturu.</Trans>
          </p>
          <Button variant="secondary" busy={issue.isPending} onClick={() => issue.mutate(params)}>
            <Trans>Vystavit fakturu</Trans>
          </Button>
        </>
      )}
      {errors.general && <Alert kind="error">{errors.general}</Alert>}
    </section>
  );
}
