import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { PAYMENT_REFERENCE_MAX_LENGTH, RECORDED_PAYMENT_METHODS } from '@shop/shared/contract/order-payment-records';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import type { useDeskChanges } from '../queries';
import { PAYMENT_METHOD_NAMES } from '@shop/shared/orders/state-names';
import { useErrorTexts } from '../use-error-texts';

/** Today as the date field's `YYYY-MM-DD`, in the staff member's own time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type RecordedMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
type PaymentChange = ReturnType<typeof useDeskChanges>['payment'];

/**
 * O-R3 on the staff detail: the money that came in (recorded and from the gateway), what is still owed or paid over,
 * and the form to record a payment. The state itself is never chosen: it follows from these payments.
 */
export function PaymentsSection({ order, record }: { order: OrderDeskDetail; record: PaymentChange }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { paid, refunded, balance } = order.payment_balance;
  return (
    <section aria-labelledby="payments-heading" data-testid="payments">
      <h2 id="payments-heading">
        <Trans>Platby</Trans>
      </h2>
      <p data-testid="payment-balance">
        <Trans>
          Zaplaceno {formatPrice(paid, market)} z {formatPrice(order.total, market)}.
        </Trans>{' '}
        {balance > 0 && paid > 0 && <Trans>Zbývá doplatit {formatPrice(balance, market)}.</Trans>}
        {balance < 0 && <Trans>Přeplatek {formatPrice(-balance, market)}.</Trans>}
        {refunded > 0 && (
          <>
            {' '}
            <Trans>Vráceno {formatPrice(refunded, market)}.</Trans>
          </>
        )}
      </p>
      {order.payments.length > 0 && (
        <List>
          {order.payments.map((payment) => (
            <li key={payment.key}>
              {formatDate(payment.received_on)}: {formatPrice(payment.amount, market)}, {i18n._(PAYMENT_METHOD_NAMES[payment.method])}
              {payment.reference && `, ${t`reference`} ${payment.reference}`}
              {payment.recorded_by && ` (${payment.recorded_by})`}
            </li>
          ))}
        </List>
      )}
      <RecordPaymentForm orderNumber={order.order_number} owed={Math.max(balance, 0)} record={record} />
    </section>
  );
}

function RecordPaymentForm({ orderNumber, owed, record }: { orderNumber: string; owed: number; record: PaymentChange }) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState(owed > 0 ? String(owed) : '');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [method, setMethod] = useState<RecordedMethod>('bank_transfer');
  const errors = useErrorTexts(record.error);
  const fieldMessages = ['amount', 'received_on', 'reference', 'method'].reduce((sum, name) => sum + errors.field(name).length, 0);
  return (
    <Form
      aria-label={t`Zaznamenat platbu`}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          { params: { order_number: orderNumber }, body: { amount: Number(amount), received_on: receivedOn, reference, method } },
          {
            onSuccess: () => {
              setAmount('');
              setReference('');
            },
          },
        );
      }}
    >
      <Field label={t`Částka`} errors={errors.field('amount')} required>
        {(control) => <Input {...control} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))} />}
      </Field>
      <Field label={t`Datum přijetí`} errors={errors.field('received_on')} required>
        {(control) => <Input {...control} type="date" value={receivedOn} max={today()} onChange={(event) => setReceivedOn(event.target.value)} />}
      </Field>
      <Field label={t`Způsob platby`} errors={errors.field('method')} required>
        {(control) => (
          <Select
            {...control}
            value={method}
            options={RECORDED_PAYMENT_METHODS.map((value) => ({ value, label: i18n._(PAYMENT_METHOD_NAMES[value]) }))}
            onChange={(event) => setMethod(event.target.value as RecordedMethod)}
          />
        )}
      </Field>
      <Field label={t`Reference (variabilní symbol)`} errors={errors.field('reference')}>
        {(control) => <Input {...control} value={reference} maxLength={PAYMENT_REFERENCE_MAX_LENGTH} onChange={(event) => setReference(event.target.value)} />}
      </Field>
      {errors.general && fieldMessages === 0 && <Alert kind="error">{errors.general}</Alert>}
      <Button type="submit" busy={record.isPending}>
        <Trans>Zaznamenat platbu</Trans>
      </Button>
    </Form>
  );
}

const List = styled.ul`
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md} 0;
`;
