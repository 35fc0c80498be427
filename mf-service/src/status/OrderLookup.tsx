import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { fieldErrorsOf, formErrorOf } from '@shop/shared/query/form-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { messageDescriptors } from '@shop/shared/validation/messages';
import { OrderDetailView } from './OrderDetailView';
import { useLookupServiceOrder } from './queries';

/** Finds a service order by its number and the e-mail or phone given at booking, and shows it. */
export function OrderLookup() {
  const { t, i18n } = useLingui();
  const [orderNumber, setOrderNumber] = useState('');
  const [contact, setContact] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Kept apart from the mutation, so the order stays on screen while a language switch asks for it again.
  const [order, setOrder] = useState<ServiceOrderDetail | null>(null);
  const lookup = useLookupServiceOrder({ onFound: setOrder, onFailed: () => setOrder(null) });

  // Operation names come in the request's language: a shown order is asked for again after a switch.
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    if (order && lookup.variables) lookup.mutate(lookup.variables);
  }, [i18n.locale, lookup, order]);

  const serverErrors = lookup.error ? fieldErrorsOf(formErrorOf(lookup.error)) : null;
  const errors = clientErrors ?? serverErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { id, message } = messageDescriptors.required;
    const required = [i18n._(id, undefined, { message })];
    const missing: FieldErrors = {};
    if (orderNumber.trim() === '') missing.order_number = required;
    if (contact.trim() === '') missing.contact = required;
    if (Object.keys(missing).length > 0) {
      setClientErrors(missing);
      return;
    }
    setClientErrors(null);
    lookup.mutate({ body: { order_number: orderNumber.trim().toUpperCase(), contact: contact.trim() } });
  }

  return (
    <div>
      <form noValidate onSubmit={submit} aria-labelledby="service-lookup-title" data-testid="order-lookup">
        <h2 id="service-lookup-title">
          <Trans>Stav servisní zakázky</Trans>
        </h2>
        <p>
          <Trans>Zadejte číslo zakázky z potvrzovacího e-mailu a e-mail nebo telefon, který jste uvedli při rezervaci.</Trans>
        </p>
        <Row>
          <Field label={t`Číslo zakázky`} required errors={fieldErrorsAt(errors, ['order_number'])} hint={t`Například S123456789`}>
            {(control) => <Input {...control} value={orderNumber} onChange={(event) => setOrderNumber(event.target.value)} />}
          </Field>
          <Field label={t`E-mail nebo telefon`} required errors={fieldErrorsAt(errors, ['contact'])}>
            {(control) => <Input {...control} autoComplete="email" value={contact} onChange={(event) => setContact(event.target.value)} />}
          </Field>
        </Row>
        <Button type="submit" busy={lookup.isPending}>
          <Trans>Zobrazit stav</Trans>
        </Button>
      </form>
      <Result>
        {lookup.isError && !serverErrors && (
          <Alert kind="error">
            {isApiError(lookup.error) && lookup.error.status === 404 ? (
              <Trans>Zakázku s tímto číslem a kontaktem jsme nenašli. Zkontrolujte prosím zadané údaje.</Trans>
            ) : (
              (firstErrorMessage(lookup.error) ?? <Trans>Zakázku se nepodařilo načíst. Zkuste to prosím za chvíli.</Trans>)
            )}
          </Alert>
        )}
        {order && <OrderDetailView order={order} />}
      </Result>
    </div>
  );
}

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.measure.text};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Result = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
