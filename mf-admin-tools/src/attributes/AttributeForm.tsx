import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ATTRIBUTE_NAME_MAX, type AttributeDefinition } from '@shop/shared/contract/admin-attributes';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { useFormOutcome } from '@shop/shared/query/form-error';
import { useAttributeLookups, useAttributeWrites } from './attribute-queries';
import { Checkbox } from '@shop/shared/ui/choice';

interface AttributeDraft {
  name_cs: string;
  name_ro: string;
  unit: string;
  type_device: string;
  filterable: boolean;
  position: string;
  /** One fixed choice a line; empty: any value. */
  choices: string;
}

function draftOf(attribute: AttributeDefinition | null, typeDevice: number | null): AttributeDraft {
  return {
    name_cs: attribute?.name_cs ?? '',
    name_ro: attribute?.name_ro ?? '',
    unit: attribute?.unit ?? '',
    type_device: String(attribute?.type_device ?? typeDevice ?? ''),
    filterable: attribute?.filterable ?? false,
    position: String(attribute?.position ?? 0),
    choices: (attribute?.choices ?? []).join('\n'),
  };
}

/**
 * Create or edit one attribute definition (AT-A1). A 400 stays at its fields and a 409 (someone saved in
 * between) as a toast, with the draft as typed either way; delete asks first and says why it was refused.
 */
export function AttributeForm({ attribute, typeDevice, onDone }: { attribute: AttributeDefinition | null; typeDevice: number | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const lookups = useAttributeLookups(i18n.locale as Locale);
  const writes = useAttributeWrites();
  const outcome = useFormOutcome(t`Parametr se nepodařilo uložit.`);
  const [draft, setDraft] = useState(() => draftOf(attribute, typeDevice));
  const set = (patch: Partial<AttributeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // A unit typed elsewhere but not yet used stays selectable while editing.
  const units = [...new Set([...(lookups.units.data?.results ?? []), ...(draft.unit ? [draft.unit] : [])])];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name_cs: draft.name_cs,
      name_ro: draft.name_ro,
      unit: draft.unit,
      type_device: Number(draft.type_device),
      filterable: draft.filterable,
      position: draft.position.trim() === '' ? 0 : Number(draft.position),
      choices: draft.choices.split('\n'),
    };
    const saved = await outcome.run(() =>
      attribute ? writes.update.mutateAsync({ params: { id: attribute.id }, body: { ...body, version: attribute.version } }) : writes.create.mutateAsync({ body }),
    );
    if (saved) onDone();
  };

  const remove = async () => {
    if (!attribute || !window.confirm(t`Opravdu smazat parametr ${attribute.name_cs}?`)) return;
    try {
      await writes.remove.mutateAsync({ params: { id: attribute.id } });
      toast.show({ kind: 'success', message: t`Parametr byl smazán.` });
      onDone();
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Parametr se nepodařilo smazat.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Parametr`} noValidate>
      <h2>{attribute ? <Trans>Upravit parametr</Trans> : <Trans>Nový parametr</Trans>}</h2>
      <Field label={t`Název (čeština)`} errors={outcome.errorsAt('name_cs')} required>
        {(control) => <Input {...control} lang="cs" maxLength={ATTRIBUTE_NAME_MAX} value={draft.name_cs} onChange={(event) => set({ name_cs: event.target.value })} />}
      </Field>
      <Field label={t`Název (rumunština)`} errors={outcome.errorsAt('name_ro')} required>
        {(control) => <Input {...control} lang="ro" maxLength={ATTRIBUTE_NAME_MAX} value={draft.name_ro} onChange={(event) => set({ name_ro: event.target.value })} />}
      </Field>
      <Field label={t`Typ zařízení`} errors={outcome.errorsAt('type_device')} required>
        {(control) => (
          <Select
            {...control}
            value={draft.type_device}
            placeholder={t`Vyberte typ zařízení`}
            options={(lookups.typeDevices.data?.results ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            onChange={(event) => set({ type_device: event.target.value })}
          />
        )}
      </Field>
      <Field label={t`Jednotka`} errors={outcome.errorsAt('unit')}>
        {(control) => (
          <Select {...control} value={draft.unit} placeholder={t`Bez jednotky`} options={units.map((unit) => ({ value: unit, label: unit }))} onChange={(event) => set({ unit: event.target.value })} />
        )}
      </Field>
      <Field label={t`Pořadí`} errors={outcome.errorsAt('position')} hint={t`Menší číslo je výš ve formuláři produktu, na stránce produktu i ve filtrech.`}>
        {(control) => <Input {...control} type="number" min={0} max={9999} value={draft.position} onChange={(event) => set({ position: event.target.value })} />}
      </Field>
      <Field label={t`Pevné hodnoty`} errors={outcome.errorsAt('choices')} hint={t`Jedna hodnota na řádek. Prázdné: produkt může mít libovolnou hodnotu.`}>
        {(control) => <TextArea {...control} rows={4} value={draft.choices} onChange={(event) => set({ choices: event.target.value })} />}
      </Field>
      <p>
        <Checkbox checked={draft.filterable} onChange={(event) => set({ filterable: event.target.checked })} label={<Trans>Nabízet jako filtr ve výpisu kategorie</Trans>} />
      </p>
      <Button type="submit" busy={writes.create.isPending || writes.update.isPending}>
        <Trans>Uložit</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        <Trans>Zpět na seznam</Trans>
      </Button>{' '}
      {attribute && (
        <Button variant="danger" busy={writes.remove.isPending} onClick={() => void remove()}>
          <Trans>Smazat</Trans>
        </Button>
      )}
    </form>
  );
}
