import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { LeaseTabInput } from '@shop/shared/contract/admin-leases';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';

/** A tab's name in both languages; `save` rejects with the API error, which stays shown beside the typed text. */
export function LeaseTabForm({ initial, title, onSave }: { initial: LeaseTabInput; title: string; onSave: (body: LeaseTabInput) => Promise<unknown> }) {
  const { t } = useLingui();
  const toast = useToast();
  const [draft, setDraft] = useState<LeaseTabInput>(initial);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSave(draft);
      toast.show({ kind: 'success', message: t`Záložka byla uložena.` });
      if (initial.name_cs === '') setDraft(initial);
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Záložku se nepodařilo uložit.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
      <Field label={t`Název záložky česky`} errors={errorsOf('name_cs')} required>
        {(control) => <Input {...control} maxLength={40} value={draft.name_cs} onChange={(event) => setDraft({ ...draft, name_cs: event.target.value })} />}
      </Field>
      <Field label={t`Název záložky rumunsky`} errors={errorsOf('name_ro')} required>
        {(control) => <Input {...control} maxLength={40} value={draft.name_ro} onChange={(event) => setDraft({ ...draft, name_ro: event.target.value })} />}
      </Field>
      <Button type="submit" busy={busy}>
        <Trans>Uložit záložku</Trans>
      </Button>
    </form>
  );
}
