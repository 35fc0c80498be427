import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_FULL_NAME_MAX_LENGTH, REVIEW_PROS_CONS_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from '@shop/shared/contract/reviews';
import { useApiClient } from '@shop/shared/http/api-provider';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { fieldErrorsOf, formErrorOf } from '@shop/shared/query/form-error';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { HoneypotField, honeypotBody } from '@shop/shared/ui/honeypot-field';
import { Spinner } from '@shop/shared/ui/spinner';
import { Link } from '../../../routing/router';
import { useSession } from '../../../session/use-session';
import { RatingStars } from './RatingStars';
import { reviewUserDataQuery, useSubmitReview } from './queries';

/** OT-R6 fields; every typed value stays in the form whatever the server answers. */
export function ReviewForm({ masterSeoName }: { masterSeoName: string }) {
  const { t } = useLingui();
  const api = useApiClient();
  const session = useSession();
  const userData = useQuery({ ...reviewUserDataQuery(api, masterSeoName, session.data?.user?.id ?? null), enabled: !session.isPending });
  const { market } = useMarket();

  if (userData.isPending) return <Spinner label={t`Načítání…`} />;
  if (userData.isError) return null;
  if (userData.data.blocker === 'not_signed_in') {
    return (
      <p>
        <Trans>
          Recenzi mohou napsat zákazníci, kteří produkt u nás koupili. <Link to={pagePath(market, 'login')}>Přihlaste se</Link>, abyste mohli recenzi napsat.
        </Trans>
      </p>
    );
  }
  if (userData.data.blocker === 'not_purchased') return <p><Trans>Recenzi lze napsat jen k produktu, který jste si u nás koupili.</Trans></p>;
  if (userData.data.blocker === 'already_reviewed') return <p><Trans>K tomuto produktu už jste recenzi napsali. Děkujeme.</Trans></p>;
  return <ReviewFormFields masterSeoName={masterSeoName} initialName={userData.data.full_name} />;
}

export function ReviewFormFields({ masterSeoName, initialName }: { masterSeoName: string; initialName: string }) {
  const { t } = useLingui();
  const trap = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [pros, setPros] = useState('');
  const [cons, setCons] = useState('');
  const [text, setText] = useState('');
  const [fullName, setFullName] = useState(initialName);
  const [ratingMissing, setRatingMissing] = useState(false);

  const submit = useSubmitReview();
  const formError = submit.error ? formErrorOf(submit.error) : null;
  const errors = fieldErrorsOf(formError);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRatingMissing(rating === null);
    if (rating !== null) {
      submit.mutate({ body: { master_product_seo_name: masterSeoName, rating, pros, cons, text, full_name: fullName, ...honeypotBody(trap.current) } });
    }
  };

  if (submit.isSuccess) {
    return (
      <Alert kind="success">
        <Trans>Děkujeme za recenzi. Zveřejníme ji po ověření.</Trans>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="review-form-heading" data-testid="review-form">
      <h3 id="review-form-heading">
        <Trans>Napsat recenzi</Trans>
      </h3>
      <p>
        <Trans>Recenzi zveřejníme po ověření.</Trans>
      </p>
      {errors && fieldErrorsAt(errors, ['non_field_errors']).map((message) => <Alert key={message} kind="error">{message}</Alert>)}
      {formError && formError.kind !== 'invalid' && <Alert kind="error">{formError.message ?? t`Recenzi se nepodařilo odeslat. Zkuste to prosím znovu.`}</Alert>}
      <RatingStars name="review-rating" legend={t`Hodnocení`} value={rating} onChange={setRating} errors={ratingMissing ? [t`Vyberte prosím hodnocení.`] : fieldErrorsAt(errors, ['rating'])} />
      <Field label={t`Klady`} errors={fieldErrorsAt(errors, ['pros'])}>
        {(control) => <textarea {...control} rows={2} maxLength={REVIEW_PROS_CONS_MAX_LENGTH} value={pros} onChange={(event) => setPros(event.target.value)} />}
      </Field>
      <Field label={t`Zápory`} errors={fieldErrorsAt(errors, ['cons'])}>
        {(control) => <textarea {...control} rows={2} maxLength={REVIEW_PROS_CONS_MAX_LENGTH} value={cons} onChange={(event) => setCons(event.target.value)} />}
      </Field>
      <Field label={t`Text recenze`} errors={fieldErrorsAt(errors, ['text'])}>
        {(control) => <textarea {...control} rows={5} maxLength={REVIEW_TEXT_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      <Field label={t`Jméno a příjmení`} required errors={fieldErrorsAt(errors, ['full_name'])}>
        {(control) => <Input {...control} autoComplete="name" maxLength={REVIEW_FULL_NAME_MAX_LENGTH} value={fullName} onChange={(event) => setFullName(event.target.value)} />}
      </Field>
      <HoneypotField ref={trap} />
      <Button type="submit" busy={submit.isPending} disabled={submit.isPending}>
        <Trans>Odeslat recenzi</Trans>
      </Button>
    </form>
  );
}
