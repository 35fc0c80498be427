import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formatDate } from '@shop/shared/i18n/market';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useWithdraw } from './queries';
import { FormColumn } from '@shop/shared/ui/form-column';

/**
 * O-S6: withdrawal from the purchase within 14 days of delivery. The customer picks how many of each
 * item go back; the e-mail of the order confirms it is theirs (as in the lookup).
 */
export function WithdrawalForm({ order }: { order: OrderStatusDetail }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const lines = order.packages.flatMap((pkg) => pkg.lines).filter((line) => line.quantity > line.withdrawn_quantity);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [form, setForm] = useState({ email: '', refund_account: '', reason: '' });
  const withdraw = useWithdraw();
  const fieldErrors = isApiError(withdraw.error) ? withdraw.error.fieldErrors : null;
  const detail = isApiError(withdraw.error) && withdraw.error.status !== 400 ? withdraw.error.detail : null;
  const chosen = lines.filter((line) => Number(quantities[line.line_id] ?? 0) > 0);
  // A card order is refunded to the card through the gateway: no account to ask for.
  const toCard = order.refund_to_card === true;

  // After a successful withdrawal the refetched order may have nothing left to return; the confirmation still shows.
  if (!order.withdrawal_until || (lines.length === 0 && !withdraw.isSuccess)) return null;
  if (new Date(order.withdrawal_until) < new Date() && !withdraw.isSuccess) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { refund_account, ...rest } = form;
    withdraw.mutate({
      body: {
        order_number: order.order_number,
        ...rest,
        ...(toCard ? {} : { refund_account }),
        lines: lines.map((line) => ({ line_id: line.line_id, quantity: Number(quantities[line.line_id] ?? 0) })).filter((line) => line.quantity > 0),
      },
    });
  };

  return (
    <section aria-labelledby="withdrawal-heading">
      <h2 id="withdrawal-heading">
        <Trans>Odstoupení od smlouvy</Trans>
      </h2>
      <p>
        <Trans>
          Od kupní smlouvy můžete odstoupit bez udání důvodu do {formatDate(order.withdrawal_until)}. Zboží nám pak zašlete zpět do 14 dnů. Podrobnosti a vzorový formulář najdete v{' '}
          <a href={pagePath(market, 'withdrawal')}>poučení o odstoupení od smlouvy</a>.
        </Trans>
      </p>
      {withdraw.isSuccess ? (
        <Alert kind="success">
          <Trans>Odstoupení od smlouvy jsme přijali. Potvrzení jsme vám poslali e-mailem.</Trans>
        </Alert>
      ) : (
        <FormColumn onSubmit={submit} noValidate>
          {detail && <Alert kind="error">{detail}</Alert>}
          {fieldErrorsAt(fieldErrors, ['order_number']).map((message) => (
            <Alert key={message} kind="error">
              {message}
            </Alert>
          ))}
          {lines.map((line) => {
            const index = chosen.indexOf(line);
            return (
              <Field
                key={line.line_id}
                label={t`${line.name}: vracený počet kusů (nejvýše ${line.quantity - line.withdrawn_quantity})`}
                errors={index < 0 ? [] : [...fieldErrorsAt(fieldErrors, ['lines', String(index), 'quantity']), ...fieldErrorsAt(fieldErrors, ['lines', String(index), 'line_id'])]}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    max={line.quantity - line.withdrawn_quantity}
                    value={quantities[line.line_id] ?? '0'}
                    onChange={(event) => setQuantities({ ...quantities, [line.line_id]: event.target.value })}
                  />
                )}
              </Field>
            );
          })}
          {fieldErrorsAt(fieldErrors, ['lines']).map((message) => (
            <Alert key={message} kind="error">
              {message}
            </Alert>
          ))}
          <Field label={t`E-mail z objednávky`} required errors={fieldErrorsAt(fieldErrors, ['email'])}>
            {(control) => <Input {...control} type="email" autoComplete="email" value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />}
          </Field>
          {toCard ? (
            <p data-testid="refund-to-card">
              <Trans>Peníze vám vrátíme na platební kartu, kterou jste objednávku zaplatili. Číslo účtu proto nepotřebujeme.</Trans>
            </p>
          ) : (
            <Field
              label={market === 'CZ' ? t`Číslo účtu pro vrácení peněz` : t`IBAN pro vrácení peněz`}
              hint={market === 'CZ' ? t`Např. 19-2000145399/0800` : t`Např. RO49AAAA1B31007593840000`}
              required
              errors={fieldErrorsAt(fieldErrors, ['refund_account'])}
            >
              {(control) => <Input {...control} value={form.refund_account} onChange={(event) => setForm({ ...form, refund_account: event.target.value })} />}
            </Field>
          )}
          <Field label={t`Důvod (nepovinné)`} errors={fieldErrorsAt(fieldErrors, ['reason'])}>
            {(control) => <Input {...control} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />}
          </Field>
          <Button type="submit" busy={withdraw.isPending}>
            <Trans>Odstoupit od smlouvy</Trans>
          </Button>
        </FormColumn>
      )}
    </section>
  );
}
