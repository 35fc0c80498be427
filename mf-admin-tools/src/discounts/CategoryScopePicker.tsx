import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useCategoryChoices } from './queries';
import { Checkbox } from '@shop/shared/ui/choice';

/** Letters compared without case or accents: "telefony" finds "Telefony", "bucatarie" finds "Bucătărie". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Categories a code is for, ticked in the market's category tree (each shown with its path) with a filter box:
 * staff no longer type internal ids (issue #33).
 */
export function CategoryScopePicker({ value, onChange, errors }: { value: readonly number[]; onChange: (ids: number[]) => void; errors: string[] }) {
  const { t } = useLingui();
  const choices = useCategoryChoices(true);
  const [filter, setFilter] = useState('');
  const shown = (choices.data ?? []).filter((choice) => filter.trim() === '' || folded(choice.label).includes(folded(filter.trim())) || value.includes(choice.id));
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((other) => other !== id));

  return (
    <fieldset aria-invalid={errors.length > 0 || undefined}>
      <legend>
        <Trans>Kategorie</Trans> <Trans>(vybráno: {value.length})</Trans>
      </legend>
      <Input aria-label={t`Hledat kategorii`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {choices.isPending && (
        <p>
          <Trans>Načítání kategorií…</Trans>
        </p>
      )}
      {choices.isError && (
        <LoadFailed onRetry={() => void choices.refetch()}>
          <Trans>Kategorie se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      <List>
        {shown.map((choice) => (
          <Checkbox key={choice.id} checked={value.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} label={choice.label} />
        ))}
      </List>
      {errors.map((message) => (
        <p key={message} role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  max-height: ${({ theme }) => theme.sizes.listbox};
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.spacing.xs};
`;
