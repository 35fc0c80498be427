import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { HoneypotField, honeypotBody } from '@shop/shared/ui/honeypot-field';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { SERVICE_BOOKING_DAYS_AHEAD } from '@shop/shared/contract/service';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formErrorOf, type FormError } from '@shop/shared/query/form-error';
import { translateFieldMessages } from '@shop/shared/validation/issue-message';
import { formatPhone } from '@shop/shared/validation/phone';
import { useAccountContact } from '@shop/shared/account/use-account-contact';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import type { BookingInput } from '../store/booking-draft';
import { bookingCandidate, checkBooking } from './booking-input';
import { addDays, localIsoDate } from '../store/local-date';
import { serviceCentersQuery, useCreateServiceOrder } from './queries';
import { SlotPicker } from './SlotPicker';

export interface BookingFormProps {
  /** Kept by the flow, so contact details survive a change of device or a trip to another page. */
  input: BookingInput;
  onInputChange: (patch: Partial<BookingInput>) => void;
  operationIds: readonly number[];
  productColor: string | null;
  /** After the order is stored: the status page the server answered with (`Location`). */
  onBooked: (location: string) => void;
}

/**
 * Service center, day and time, and contact: checked with the market's validators before sending,
 * the server's 400 mapped onto the same fields, and nothing typed is lost on any error.
 */
export function BookingForm({ input, onInputChange, operationIds, productColor, onBooked }: BookingFormProps) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const [today] = useState(() => new Date());
  // Client-side check failures use the server's 400 shape, so both show the same way.
  const [problem, setProblem] = useState<FormError | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const centers = useQuery(serviceCentersQuery(api, i18n.locale as Locale));
  const createOrder = useCreateServiceOrder();
  const errors: FieldErrors | null = problem?.kind === 'invalid' ? problem.fieldErrors : null;
  // A logged-in customer's contact fills only the fields still empty: nothing typed is overwritten.
  useAccountContact(api, (contact) => {
    const fromAccount: Partial<BookingInput> = {
      first_name: contact.firstName,
      last_name: contact.lastName,
      e_mail: contact.email,
      phone_number: contact.phone === '' ? '' : formatPhone(contact.phone),
    };
    const empty = Object.entries(fromAccount).filter(([field, value]) => value !== '' && input[field as keyof BookingInput] === '');
    if (empty.length > 0) onInputChange(Object.fromEntries(empty));
  });

  const set = (field: keyof BookingInput) => (value: string) => {
    // A slot belongs to one center and day.
    onInputChange({ [field]: value, ...(field === 'center' || field === 'date' ? { slot: '' } : {}) });
  };
  const errorsOf = (field: string) => translateFieldMessages(fieldErrorsAt(errors, [field]), i18n);

  function showProblem(next: FormError) {
    setProblem(next);
    // The message is an alert; focus also takes keyboard users to it.
    requestAnimationFrame(() => problemRef.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (createOrder.isPending) return;
    const checked = checkBooking(bookingCandidate(input, operationIds, productColor), market);
    if (!checked.valid) {
      showProblem({ kind: 'invalid', fieldErrors: checked.errors });
      return;
    }
    setProblem(null);
    createOrder.mutate(
      { body: { ...checked.body, ...honeypotBody(trap.current) } },
      {
        onSuccess: (result) => onBooked(result.location ?? result.data.location),
        onError: (error) => {
          const next = formErrorOf(error);
          // Only the slot went stale: everything else the customer typed stays.
          if (next.kind === 'conflict') onInputChange({ slot: '' });
          if (next.kind === 'failed') console.warn('Service order could not be sent', error);
          showProblem(next);
        },
      },
    );
  }

  const generalErrors = translateFieldMessages([...fieldErrorsAt(errors, ['non_field_errors']), ...fieldErrorsAt(errors, ['operations']), ...fieldErrorsAt(errors, ['product_color'])], i18n);

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="service-booking-title" data-testid="booking-form">
      <h2 id="service-booking-title">
        <Trans>Rezervace opravy</Trans>
      </h2>
      <div ref={problemRef} tabIndex={-1}>
        {problem?.kind === 'invalid' && (
          <Alert kind="error">
            <Trans>Zkontrolujte prosím zvýrazněná pole.</Trans>
            {generalErrors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        {problem?.kind === 'conflict' && (
          <Alert kind="error">
            <Trans>Vybraný termín se mezitím zaplnil. Vyberte prosím jiný čas.</Trans>
          </Alert>
        )}
        {problem?.kind === 'failed' && (
          <Alert kind="error">{problem.message ?? <Trans>Rezervaci se nepodařilo odeslat. Zkuste to prosím znovu.</Trans>}</Alert>
        )}
      </div>

      {centers.isPending && <Spinner label={t`Načítám servisní centra…`} />}
      {centers.isError && (
        <LoadFailed onRetry={() => void centers.refetch()}>
          <Trans>Servisní centra se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {centers.data && (
        <Field label={t`Servisní centrum`} required errors={errorsOf('center')}>
          {(control) => (
            <Select
              {...control}
              value={input.center}
              placeholder={t`Vyberte servisní centrum`}
              options={centers.data.map((center) => ({ value: String(center.id), label: `${center.name}, ${center.street}, ${center.city}` }))}
              onChange={(event) => set('center')(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label={t`Den`} required>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={input.date}
            min={localIsoDate(today)}
            max={localIsoDate(addDays(today, SERVICE_BOOKING_DAYS_AHEAD - 1))}
            onChange={(event) => set('date')(event.target.value)}
          />
        )}
      </Field>
      <SlotPicker center={input.center} date={input.date} value={input.slot} errors={errorsOf('slot')} onChange={set('slot')} />

      <Row>
        <Field label={t`Jméno`} required errors={errorsOf('first_name')}>
          {(control) => <Input {...control} autoComplete="given-name" value={input.first_name} onChange={(event) => set('first_name')(event.target.value)} />}
        </Field>
        <Field label={t`Příjmení`} required errors={errorsOf('last_name')}>
          {(control) => <Input {...control} autoComplete="family-name" value={input.last_name} onChange={(event) => set('last_name')(event.target.value)} />}
        </Field>
      </Row>
      <Row>
        <Field label={t`E-mail`} required errors={errorsOf('e_mail')} hint={t`Pošleme vám na něj potvrzení rezervace.`}>
          {(control) => <Input {...control} type="email" autoComplete="email" value={input.e_mail} onChange={(event) => set('e_mail')(event.target.value)} />}
        </Field>
        <Field label={t`Telefon`} required errors={errorsOf('phone_number')}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" value={input.phone_number} onChange={(event) => set('phone_number')(event.target.value)} />}
        </Field>
      </Row>
      <Field label={t`Poznámka`} errors={errorsOf('note')} hint={t`Například co se se zařízením stalo.`}>
        {(control) => <TextArea {...control} value={input.note} onChange={(event) => set('note')(event.target.value)} />}
      </Field>
      <Button type="submit" busy={createOrder.isPending}>
        <Trans>Závazně rezervovat</Trans>
      </Button>
      <HoneypotField ref={trap} />
    </Form>
  );
}

const Form = styled.form`
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  max-width: ${({ theme }) => theme.sizes.measure.text};
  div[tabindex='-1']:focus {
    outline: none;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.spacing.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
