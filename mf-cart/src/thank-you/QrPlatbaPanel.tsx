import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { orderQrPlatba, type BankTransfer } from '@shop/shared/contract/market-law';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { queryFor } from '@shop/shared/query/route-query';
import { Spinner } from '@shop/shared/ui/spinner';
import type { OrderAddress } from './order-address';

/**
 * A Czech bank-transfer order's QR Platba, drawn by the server, with the same payment written out for
 * whoever pays by typing it in; a Romanian one's IBAN and reference. Shows nothing for other orders (the server answers null).
 */
export function QrPlatbaPanel({ order }: { order: OrderAddress }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const query = useQuery(queryFor(api, orderQrPlatba, { params: { order_number: order.orderNumber, access: order.access } }, i18n.locale as Locale));
  if (query.isPending) return <Spinner label={t`Načítání platebních údajů…`} />;
  // The written-out data is also in the e-mail; a failed load leaves the rest of the page as it is.
  const qr = query.data?.qr_platba;
  const transfer = query.data?.bank_transfer;
  if (!qr && transfer) return <BankTransferFacts transfer={transfer} />;
  if (!qr) return null;
  return (
    <Panel aria-labelledby="qr-platba-title" data-testid="qr-platba">
      <h2 id="qr-platba-title">
        <Trans>Zaplaťte převodem</Trans>
      </h2>
      <p>
        <Trans>Naskenujte QR Platbu v aplikaci své banky, nebo zadejte platbu ručně.</Trans>
      </p>
      <Layout>
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`} alt={t`QR Platba na ${formatPrice(qr.amount, 'CZ')}`} width={200} height={200} />
        <Facts>
          <dt>
            <Trans>Číslo účtu (IBAN)</Trans>
          </dt>
          <dd data-testid="qr-platba-iban">{qr.iban}</dd>
          <dt>
            <Trans>Částka</Trans>
          </dt>
          <dd>{formatPrice(qr.amount, 'CZ')}</dd>
          <dt>
            <Trans>Variabilní symbol</Trans>
          </dt>
          <dd data-testid="qr-platba-vs">{qr.variable_symbol}</dd>
          <dt>
            <Trans>Zpráva pro příjemce</Trans>
          </dt>
          <dd>{qr.message}</dd>
        </Facts>
      </Layout>
    </Panel>
  );
}

/** A bank transfer without a QR Platba (RO): the account, amount and the reference to write in the payment's details. */
function BankTransferFacts({ transfer }: { transfer: BankTransfer }) {
  const amount = formatPrice(transfer.amount, transfer.currency === 'CZK' ? 'CZ' : 'RO');
  return (
    <Panel aria-labelledby="bank-transfer-title" data-testid="bank-transfer">
      <h2 id="bank-transfer-title">
        <Trans>Zaplaťte převodem</Trans>
      </h2>
      <p>
        <Trans>Platbu zadejte ve své bance s touto referencí, podle ní ji přiřadíme k objednávce.</Trans>
      </p>
      <Facts>
        <dt>
          <Trans>Číslo účtu (IBAN)</Trans>
        </dt>
        <dd data-testid="bank-transfer-iban">{transfer.iban}</dd>
        <dt>
          <Trans>Částka</Trans>
        </dt>
        <dd>{amount}</dd>
        <dt>
          <Trans>Reference platby</Trans>
        </dt>
        <dd data-testid="bank-transfer-reference">{transfer.reference}</dd>
      </Facts>
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${({ theme }) => theme.spacing.md} 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: flex-start;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;
