import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { REVIEW_FULL_NAME_MAX_LENGTH, REVIEW_PROS_CONS_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_REASON_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH, type StaffReview } from '@shop/shared/contract/reviews';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useReviewDecision, useReviewDetail, useReviewUpdate } from './queries';
import { reviewsStore } from './reviews-store';
import { useStatusLabel } from './status-label';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** AT-R1 edit and AT-R2 approve / disapprove of one review. */
export function ReviewEditor({ id }: { id: number }) {
  const { t } = useLingui();
  const open = useStore(reviewsStore, (state) => state.open);
  const detail = useReviewDetail(id);
  const back = (
    <Button variant="secondary" onClick={() => open(null)}>
      <Trans>Zpět na seznam recenzí</Trans>
    </Button>
  );
  if (detail.isPending) return <Spinner label={t`Načítání recenze…`} />;
  if (detail.isError) {
    return (
      <>
        <LoadFailed onRetry={() => void detail.refetch()}>
          <Trans>Recenzi se nepodařilo načíst.</Trans>
        </LoadFailed>
        {back}
      </>
    );
  }
  return (
    <div data-testid="review-editor">
      {back}
      <StaffTitle>
        <Trans>Recenze: {detail.data.product_name}</Trans>
      </StaffTitle>
      <ReviewFacts review={detail.data} />
      {/* Keyed by the last change, so a saved edit starts the form from the stored values. */}
      <EditForm key={detail.data.updated_at ?? 'original'} review={detail.data} />
      <DecisionForm review={detail.data} />
    </div>
  );
}

function ReviewFacts({ review }: { review: StaffReview }) {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  const when = (value: string | null) => (value ? i18n.date(value, { dateStyle: 'short', timeStyle: 'short' }) : '–');
  return (
    <Facts>
      <dt>{t`Stav`}</dt>
      <dd data-testid="review-status">{statusLabel(review.status)}</dd>
      <dt>{t`E-mail autora`}</dt>
      <dd>{review.email}</dd>
      <dt>{t`Ověřený nákup`}</dt>
      <dd>{review.verified_purchase ? t`Ano` : t`Ne`}</dd>
      <dt>{t`Vytvořeno`}</dt>
      <dd>{when(review.created_at)}</dd>
      <dt>{t`Rozhodl(a)`}</dt>
      <dd>{review.decided_by ? `${review.decided_by}, ${when(review.decided_at)}` : '–'}</dd>
      <dt>{t`Upravil(a)`}</dt>
      <dd>{review.updated_by ? `${review.updated_by}, ${when(review.updated_at)}` : '–'}</dd>
      {review.disapproval_reason && (
        <>
          <dt>{t`Důvod zamítnutí`}</dt>
          <dd>{review.disapproval_reason}</dd>
        </>
      )}
    </Facts>
  );
}

function EditForm({ review }: { review: StaffReview }) {
  const { t } = useLingui();
  const update = useReviewUpdate();
  const [draft, setDraft] = useState({ rating: review.rating, pros: review.pros, cons: review.cons, text: review.text, full_name: review.full_name });
  const errors = isApiError(update.error) ? update.error.fieldErrors : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ params: { pk: review.id }, body: draft });
  };
  return (
    <form onSubmit={submit} aria-labelledby="review-edit-heading">
      <h2 id="review-edit-heading">
        <Trans>Úprava recenze</Trans>
      </h2>
      {update.isSuccess && <Alert kind="success">{t`Recenze je uložena.`}</Alert>}
      {update.isError && !errors && <Alert kind="error">{firstErrorMessage(update.error) ?? t`Recenzi se nepodařilo uložit.`}</Alert>}
      <Field label={t`Hodnocení`} errors={fieldErrorsAt(errors, ['rating'])}>
        {(control) => (
          <Select
            {...control}
            value={String(draft.rating)}
            options={Array.from({ length: REVIEW_RATING_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
            onChange={(event) => setDraft({ ...draft, rating: Number(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t`Klady`} errors={fieldErrorsAt(errors, ['pros'])}>
        {(control) => <TextArea {...control} rows={2} maxLength={REVIEW_PROS_CONS_MAX_LENGTH} value={draft.pros} onChange={(event) => setDraft({ ...draft, pros: event.target.value })} />}
      </Field>
      <Field label={t`Zápory`} errors={fieldErrorsAt(errors, ['cons'])}>
        {(control) => <TextArea {...control} rows={2} maxLength={REVIEW_PROS_CONS_MAX_LENGTH} value={draft.cons} onChange={(event) => setDraft({ ...draft, cons: event.target.value })} />}
      </Field>
      <Field label={t`Text recenze`} errors={fieldErrorsAt(errors, ['text'])}>
        {(control) => <TextArea {...control} rows={5} maxLength={REVIEW_TEXT_MAX_LENGTH} value={draft.text} onChange={(event) => setDraft({ ...draft, text: event.target.value })} />}
      </Field>
      <Field label={t`Jméno a příjmení`} errors={fieldErrorsAt(errors, ['full_name'])}>
        {(control) => <Input {...control} maxLength={REVIEW_FULL_NAME_MAX_LENGTH} value={draft.full_name} onChange={(event) => setDraft({ ...draft, full_name: event.target.value })} />}
      </Field>
      <Button type="submit" busy={update.isPending}>
        <Trans>Uložit úpravy</Trans>
      </Button>
    </form>
  );
}

function DecisionForm({ review }: { review: StaffReview }) {
  const { t } = useLingui();
  const decide = useReviewDecision();
  const [reason, setReason] = useState(review.disapproval_reason);
  const errors = isApiError(decide.error) ? decide.error.fieldErrors : null;
  const send = (approved: boolean) => decide.mutate({ params: { pk: review.id }, body: { approved, disapproval_reason: approved ? '' : reason } });
  return (
    <Decision aria-labelledby="review-decision-heading">
      <h2 id="review-decision-heading">
        <Trans>Schválení</Trans>
      </h2>
      {decide.isError && !errors && <Alert kind="error">{firstErrorMessage(decide.error) ?? t`Rozhodnutí se nepodařilo uložit.`}</Alert>}
      <Button busy={decide.isPending} onClick={() => send(true)} disabled={review.status === 'approved'}>
        <Trans>Schválit a zveřejnit</Trans>
      </Button>
      <Field label={t`Důvod zamítnutí (pošleme ho autorovi e-mailem)`} errors={fieldErrorsAt(errors, ['disapproval_reason'])}>
        {(control) => <TextArea {...control} rows={3} maxLength={REVIEW_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Button variant="danger" busy={decide.isPending} onClick={() => send(false)}>
        <Trans>Zamítnout</Trans>
      </Button>
    </Decision>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  overflow-wrap: anywhere;
  dd {
    margin: 0;
  }
`;

const Decision = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
