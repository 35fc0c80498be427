import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Bonus } from '@shop/shared/contract/admin-bonuses';
import type { Locale } from '@shop/shared/contract/common';
import type { Quality } from '@shop/shared/buyout/quality';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { useBonusLookups, useBonusWrites } from './bonus-queries';

interface BonusDraft {
  manufacturer: string;
  type_device: string;
  quality: string;
  percent: string;
  valid_from: string;
  valid_to: string;
}

interface BonusFormProps {
  bonus: Bonus | null;
  /** Back to the list without a save (or after a delete). */
  onDone: () => void;
  /** A save went through: the screen confirms it and goes back to the list. */
  onSaved: () => void;
  /** A save is sent: a confirmation of an earlier save must not stand beside what this one answers (issue #33). */
  onSubmitting: () => void;
}

/** Create or edit one bonus row (AT-B4, AT-B5); empty selects mean "any". */
export function BonusForm({ bonus, onDone, onSaved, onSubmitting }: BonusFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const lookups = useBonusLookups(i18n.locale as Locale);
  const writes = useBonusWrites();
  const [draft, setDraft] = useState<BonusDraft>({
    manufacturer: bonus?.manufacturer === null || !bonus ? '' : String(bonus.manufacturer),
    type_device: bonus?.type_device === null || !bonus ? '' : String(bonus.type_device),
    quality: bonus?.quality ?? 'A',
    percent: bonus ? String(bonus.percent) : '',
    valid_from: bonus?.valid_from ?? '',
    valid_to: bonus?.valid_to ?? '',
  });
  const [error, setError] = useState<unknown>(null);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);
  const set = (patch: Partial<BonusDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const options = (rows: { id: number | string; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onSubmitting();
    const body = {
      manufacturer: draft.manufacturer === '' ? null : Number(draft.manufacturer),
      type_device: draft.type_device === '' ? null : Number(draft.type_device),
      quality: draft.quality as Quality,
      percent: Number(draft.percent),
      valid_from: draft.valid_from === '' ? null : draft.valid_from,
      valid_to: draft.valid_to === '' ? null : draft.valid_to,
    };
    try {
      if (bonus) await writes.update.mutateAsync({ params: { id: bonus.id }, body });
      else await writes.create.mutateAsync({ body });
      onSaved();
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Bonus se nepodařilo uložit.` });
    }
  };

  const remove = async () => {
    if (!bonus || !window.confirm(t`Opravdu smazat tento bonus?`)) return;
    try {
      await writes.remove.mutateAsync({ params: { id: bonus.id } });
      onDone();
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Bonus se nepodařilo smazat.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Bonus za výkup`} noValidate>
      <h2>{bonus ? <Trans>Upravit bonus</Trans> : <Trans>Nový bonus</Trans>}</h2>
      <Field label={t`Výrobce`} errors={errorsOf('manufacturer')}>
        {(control) => <Select {...control} value={draft.manufacturer} placeholder={t`Všichni`} options={options(lookups.manufacturers.data?.results)} onChange={(event) => set({ manufacturer: event.target.value })} />}
      </Field>
      <Field label={t`Typ zařízení`} errors={errorsOf('type_device')}>
        {(control) => <Select {...control} value={draft.type_device} placeholder={t`Všechny`} options={options(lookups.typeDevices.data?.results)} onChange={(event) => set({ type_device: event.target.value })} />}
      </Field>
      <Field label={t`Stav výkupu`} errors={errorsOf('quality')} required>
        {(control) => <Select {...control} value={draft.quality} options={options(lookups.qualities.data?.results)} onChange={(event) => set({ quality: event.target.value })} />}
      </Field>
      <Field label={t`Bonus v %`} errors={errorsOf('percent')} required>
        {(control) => <Input {...control} type="number" min={1} max={100} value={draft.percent} onChange={(event) => set({ percent: event.target.value })} />}
      </Field>
      <Field label={t`Platí od`} errors={errorsOf('valid_from')} hint={t`Prázdné: bez omezení.`}>
        {(control) => <Input {...control} type="date" value={draft.valid_from} onChange={(event) => set({ valid_from: event.target.value })} />}
      </Field>
      <Field label={t`Platí do`} errors={errorsOf('valid_to')} hint={t`Prázdné: bez omezení.`}>
        {(control) => <Input {...control} type="date" value={draft.valid_to} onChange={(event) => set({ valid_to: event.target.value })} />}
      </Field>
      <Button type="submit" busy={writes.create.isPending || writes.update.isPending}>
        <Trans>Uložit</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        <Trans>Zpět na seznam</Trans>
      </Button>{' '}
      {bonus && (
        <Button variant="danger" onClick={() => void remove()}>
          <Trans>Smazat</Trans>
        </Button>
      )}
    </form>
  );
}
