import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formatDate, formatDateTime, formatPrice, formatWeight } from '@shop/shared/i18n/market';
import { PAYMENT_METHOD_NAMES, orderLineName, shownProductCode } from '@shop/shared/orders/state-names';
import { Alert } from '@shop/shared/ui/alert';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { useOrderLabels } from './order-labels';
import { OrderWithdrawals } from './OrderWithdrawals';
import { WithdrawalForm } from './WithdrawalForm';

/** O-S1: one order with the O-E1 labels, its packages (O-E2) and, while unpaid online, the way to pay (O-S7). */
export function OrderStatusView({ order }: { order: OrderStatusDetail }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const labels = useOrderLabels();
  const price = (amount: number) => formatPrice(amount, market);
  const address = order.billing_address;
  const cm = (value: number | null) => (value === null ? '–' : `${value} cm`);

  return (
    <article aria-labelledby="order-heading">
      <h1 id="order-heading">
        <Trans>Objednávka {order.order_number}</Trans>
      </h1>
      {order.invoice_url && (
        <p>
          {/* O-S15: the printable invoice; the browser's "print to PDF" gives the PDF. */}
          <a href={order.invoice_url} data-testid="invoice-link">
            <Trans>Faktura</Trans>
          </a>
        </p>
      )}
      {order.pay_again_url && (
        <Alert kind="error" title={t`Objednávka není zaplacena`}>
          {/* O-C4: the spec's Czech text verbatim (the source catalog); the ro catalog holds its translation. */}
          <p>{t`Došlo k chybě při platbě, prosím opakujte akci.`}</p>
          <a href={order.pay_again_url} data-testid="pay-again">
            <Trans>Zaplatit objednávku</Trans>
          </a>
        </Alert>
      )}
      <Facts>
        <dt>
          <Trans>Číslo objednávky</Trans>
        </dt>
        <dd>{order.order_number}</dd>
        <dt>
          <Trans>Čas</Trans>
        </dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>
          <Trans>Zákazník</Trans>
        </dt>
        <dd>
          {order.customer_name}
          {order.company && `, ${order.company}`}
        </dd>
        <dt>
          <Trans>Stav</Trans>
        </dt>
        <dd data-testid="order-status">{labels.status(order.status)}</dd>
        <dt>
          <Trans>Stav platby</Trans>
        </dt>
        <dd data-testid="payment-status">{labels.payment(order.payment_status)}</dd>
        <dt>
          <Trans>Datum platby</Trans>
        </dt>
        <dd>{order.paid_at ? formatDateTime(order.paid_at) : '–'}</dd>
        {order.payments && order.payments.length > 0 && (
          <>
            <dt>
              <Trans>Přijaté platby</Trans>
            </dt>
            <dd data-testid="payments">
              {order.payments.map((payment, index) => (
                <span key={index} style={{ display: 'block' }}>
                  {formatDate(payment.received_on)}: {price(payment.amount)} ({i18n._(PAYMENT_METHOD_NAMES[payment.method])})
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>
          <Trans>Fakturační adresa</Trans>
        </dt>
        <dd>
          {address.first_name} {address.last_name}
          {address.company && `, ${address.company}`}, {address.address}, {address.postcode} {address.city}
          {address.district && `, ${address.district}`}
        </dd>
        <dt>
          <Trans>Celkem</Trans>
        </dt>
        <dd>
          <strong>{price(order.total)}</strong>
        </dd>
      </Facts>
      {order.packages.map((pkg, index) => (
        <section key={pkg.id} aria-labelledby={`package-${pkg.id}`}>
          <h2 id={`package-${pkg.id}`}>
            <Trans>Balík {index + 1}</Trans>
          </h2>
          <Facts>
            <dt>
              <Trans>Číslo zásilky</Trans>
            </dt>
            <dd>
              {pkg.delivery_number && pkg.tracking_url ? (
                <a href={pkg.tracking_url} target="_blank" rel="noreferrer" data-testid="tracking-link">
                  <Trans>{pkg.delivery_number} (sledovat zásilku)</Trans>
                </a>
              ) : (
                (pkg.delivery_number ?? '–')
              )}
            </dd>
            <dt>
              <Trans>Stav zásilky</Trans>
            </dt>
            <dd>{labels.delivery(pkg.delivery_status)}</dd>
            <dt>
              <Trans>Hmotnost balíku</Trans>
            </dt>
            <dd>{pkg.weight_kg === null ? '–' : formatWeight(pkg.weight_kg)}</dd>
            <dt>
              <Trans>Šířka × výška × hloubka</Trans>
            </dt>
            <dd>
              {cm(pkg.width_cm)} × {cm(pkg.height_cm)} × {cm(pkg.depth_cm)}
            </dd>
          </Facts>
          <Lines lines={pkg.lines} price={price} />
        </section>
      ))}
      {order.order_lines.length > 0 && (
        <section aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading">
            <Trans>Doprava, platba a slevy</Trans>
          </h2>
          <Lines lines={order.order_lines} price={price} />
        </section>
      )}
      {order.withdrawals && <OrderWithdrawals withdrawals={order.withdrawals} />}
      <WithdrawalForm order={order} />
    </article>
  );
}

function Lines({ lines, price }: { lines: OrderStatusDetail['order_lines']; price: (amount: number) => string }) {
  const { t, i18n } = useLingui();
  return (
    <TableScroll label={t`Položky`}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Kód produktu</Trans>
            </th>
            <th scope="col">
              <Trans>Název</Trans>
            </th>
            <th scope="col">
              <Trans>Množství</Trans>
            </th>
            <th scope="col">
              <Trans>Jednotková cena</Trans>
            </th>
            <th scope="col">
              <Trans>Konečná cena</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.product_code}`}>
              <td>{shownProductCode(line)}</td>
              <td>{orderLineName(line, (name) => i18n._(name))}</td>
              <td>{line.quantity}</td>
              <td>{price(line.unit_price)}</td>
              <td>{price(line.final_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  dd {
    margin: 0;
  }
`;
