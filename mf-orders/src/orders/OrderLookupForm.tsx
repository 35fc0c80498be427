import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useOrderLookup } from './queries';
import { FormColumn } from '@shop/shared/ui/form-column';

/** O-S1 without an account: order number + the order's e-mail. What was typed stays on an error. */
export function OrderLookupForm({ initialNumber = '', onFound }: { initialNumber?: string; onFound: (order: OrderStatusDetail) => void }) {
  const { t } = useLingui();
  const [form, setForm] = useState({ order_number: initialNumber, email: '' });
  const lookup = useOrderLookup(onFound);
  const fieldErrors = isApiError(lookup.error) ? lookup.error.fieldErrors : null;
  const detail = isApiError(lookup.error) && lookup.error.status !== 400 ? lookup.error.detail : null;
  const failed = lookup.isError && !isApiError(lookup.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate({ body: form });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-labelledby="lookup-heading">
      <h2 id="lookup-heading">
        <Trans>Stav objednávky</Trans>
      </h2>
      {detail && <Alert kind="error">{detail}</Alert>}
      {failed && (
        <Alert kind="error">
          <Trans>Objednávku se nepodařilo načíst. Zkuste to prosím znovu.</Trans>
        </Alert>
      )}
      <Field label={t`Číslo objednávky`} required errors={fieldErrorsAt(fieldErrors, ['order_number'])}>
        {(control) => <Input {...control} value={form.order_number} onChange={(event) => setForm({ ...form, order_number: event.target.value })} />}
      </Field>
      <Field label={t`E-mail z objednávky`} required errors={fieldErrorsAt(fieldErrors, ['email'])}>
        {(control) => <Input {...control} type="email" autoComplete="email" value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />}
      </Field>
      <Button type="submit" busy={lookup.isPending}>
        <Trans>Zobrazit objednávku</Trans>
      </Button>
    </FormColumn>
  );
}
