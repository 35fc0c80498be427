import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { formatPhone } from '@shop/shared/validation/phone';
import { useMarket } from '@shop/shared/i18n/market-context';
import { RepairDuration } from '@shop/shared/service/repair-duration';
import { StatusName } from './StatusName';
import { statusTimeline } from './status-timeline';

/** A service order's status page: where the repair stands, what was booked, where and when. */
export function OrderDetailView({ order }: { order: ServiceOrderDetail }) {
  const { i18n } = useLingui();
  const { market } = useMarket();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The order appears in place of a form (booking, lookup): focus goes to it, so screen readers read it next.
  useEffect(() => headingRef.current?.focus(), []);
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' });
  const { order_number: orderNumber, customer_name: customerName, note } = order;
  const centerPhone = formatPhone(order.center.phone);
  const device = [order.device.manufacturer, order.device.model, order.device.color].filter(Boolean).join(' ');

  return (
    <article data-testid="service-order" aria-labelledby="service-order-title">
      <h2 id="service-order-title" ref={headingRef} tabIndex={-1}>
        <Trans>Servisní zakázka {orderNumber}</Trans>
      </h2>
      <p data-testid="service-order-status">
        <Trans>Stav:</Trans>{' '}
        <strong>
          <StatusName status={order.status} />
        </strong>
      </p>

      <h3>
        <Trans>Průběh</Trans>
      </h3>
      <Timeline data-testid="service-order-timeline">
        {statusTimeline(order).map((step) => (
          <Step key={step.status} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <StatusName status={step.status} />
            {step.state !== 'upcoming' && (
              <When dateTime={step.changedAt}>
                {formatDate(new Date(step.changedAt))} {time.format(new Date(step.changedAt))}
              </When>
            )}
          </Step>
        ))}
      </Timeline>

      <h3>
        <Trans>Zařízení a opravy</Trans>
      </h3>
      <p>{device}</p>
      <Operations>
        {order.operations.map((operation) => (
          <li key={operation.id}>
            <span>{operation.name}</span>
            <span>{formatPrice(operation.price, market)}</span>
          </li>
        ))}
      </Operations>
      <p>
        <Trans>Celkem:</Trans> <strong>{formatPrice(order.total_price, market)}</strong> ·{' '}
        <Trans>
          předpokládaná doba opravy <RepairDuration minutes={order.total_duration} />
        </Trans>
      </p>

      <h3>
        <Trans>Termín a místo</Trans>
      </h3>
      <p>
        {formatDate(order.slot.date)} {order.slot.time}
        <br />
        {order.center.name}, {order.center.street}, {order.center.postcode} {order.center.city}
        <br />
        <Trans>Telefon: {centerPhone}</Trans> · {order.center.opening_hours}
      </p>
      <p>
        <Trans>Objednal(a): {customerName}</Trans>
      </p>
      {note !== '' && (
        <p>
          <Trans>Poznámka: {note}</Trans>
        </p>
      )}
    </article>
  );
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0 0 0 ${({ theme }) => theme.spacing.md};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs} 0;
  &::before {
    content: '';
    position: absolute;
    left: calc(-1 * (${({ theme }) => theme.spacing.md} + ${({ theme }) => theme.spacing.sm}));
    top: 0.6em; /* literal-ok: in em, so the dot stays level with the first line at any font size */
    width: ${({ theme }) => theme.sizes.dot};
    height: ${({ theme }) => theme.sizes.dot};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
  }
  &[data-state='current'] {
    font-weight: 700;
  }
  &[data-state='upcoming'] {
    color: ${({ theme }) => theme.colors.textMuted};
    &::before {
      background: ${({ theme }) => theme.colors.borderSubtle};
    }
  }
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Operations = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: ${({ theme }) => theme.sizes.measure.form};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;
