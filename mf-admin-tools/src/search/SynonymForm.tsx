import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SynonymGroup } from '@shop/shared/contract/admin-search';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { TextArea } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { useFormOutcome } from '@shop/shared/query/form-error';
import { useKindChoices, useSynonymWrites } from './search-queries';

/**
 * Create or edit one synonym group: its terms a line each, and the kind of goods it names, if any.
 * A 400 stays at the terms, a 409 (saved by someone else meanwhile) is a toast; the draft stays as typed.
 */
export function SynonymForm({ group, onDone }: { group: SynonymGroup | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const kinds = useKindChoices(i18n.locale as Locale);
  const writes = useSynonymWrites();
  const outcome = useFormOutcome(t`Skupinu se nepodařilo uložit.`);
  const [terms, setTerms] = useState(() => (group?.terms ?? []).join('\n'));
  const [kind, setKind] = useState(() => (group?.type_device === null || !group ? '' : String(group.type_device)));
  const lines = terms.split('\n').filter((line) => line.trim() !== '');
  const termErrors = [...outcome.errorsAt('terms'), ...outcome.errorsAt('terms', 'non_field_errors'), ...lines.flatMap((_, index) => outcome.errorsAt('terms', String(index)))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { terms: lines, type_device: kind === '' ? null : Number(kind) };
    const saved = await outcome.run(() =>
      group ? writes.update.mutateAsync({ params: { id: group.id }, body: { ...body, version: group.version } }) : writes.create.mutateAsync({ body }),
    );
    if (saved) onDone();
  };

  const remove = async () => {
    if (!group || !window.confirm(t`Opravdu smazat skupinu ${group.terms.join(', ')}?`)) return;
    try {
      await writes.remove.mutateAsync({ params: { id: group.id } });
      toast.show({ kind: 'success', message: t`Skupina byla smazána.` });
      onDone();
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Skupinu se nepodařilo smazat.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Skupina synonym`} noValidate>
      <h2>{group ? <Trans>Upravit skupinu synonym</Trans> : <Trans>Nová skupina synonym</Trans>}</h2>
      <Field label={t`Výrazy`} errors={termErrors} hint={t`Jeden výraz nebo fráze na řádek; hledání kteréhokoli najde zboží všech.`} required>
        {(control) => <TextArea {...control} rows={5} value={terms} onChange={(event) => setTerms(event.target.value)} />}
      </Field>
      <Field label={t`Druh zboží`} errors={outcome.errorsAt('type_device')} hint={t`Dotaz s některým z výrazů řadí tento druh na první místa.`}>
        {(control) => (
          <Select
            {...control}
            value={kind}
            placeholder={t`Žádný`}
            options={(kinds.data?.results ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            onChange={(event) => setKind(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" busy={writes.create.isPending || writes.update.isPending}>
        <Trans>Uložit</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        <Trans>Zpět na seznam</Trans>
      </Button>{' '}
      {group && (
        <Button variant="danger" onClick={() => void remove()}>
          <Trans>Smazat</Trans>
        </Button>
      )}
    </form>
  );
}
