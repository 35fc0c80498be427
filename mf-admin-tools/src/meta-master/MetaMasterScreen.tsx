import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminMetaMasterList } from '@shop/shared/contract/admin-products';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useFormOutcome } from '@shop/shared/query/form-error';
import { MetaMasterDetail } from './MetaMasterDetail';
import { useMetaMasterList, useMetaMasterWrites } from './meta-master-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: minmax(${({ theme }) => theme.sizes.column.lg}, 1fr) 2fr;
  }
`;

const Picked = styled.ul`
  padding: 0;
  list-style: none;
  button[aria-current='true'] {
    font-weight: 700;
  }
`;

const LIST_DEFAULTS = {};

/** AT-M8: the market's meta-masters; pick one to rename, delete or change its master products, or create one. */
export function MetaMasterScreen() {
  const { t } = useLingui();
  // The list's search lives in the address like a staff grid's filters (docs/architecture.md, "Staff grids").
  const { query, values, type } = useGridQuery(adminMetaMasterList, { name: 'meta-masters', defaults: LIST_DEFAULTS });
  const [selected, setSelected] = useState<number | null>(null);
  const [name, setName] = useState('');
  const list = useMetaMasterList(query.search?.trim() ?? '');
  const writes = useMetaMasterWrites();
  const outcome = useFormOutcome(t`Meta-master se nepodařilo vytvořit.`);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    let createdId: number | null = null;
    const saved = await outcome.run(async () => {
      createdId = (await writes.add.mutateAsync({ body: { name } })).data.id;
    });
    if (saved) {
      setName('');
      setSelected(createdId);
    }
  };

  return (
    <div data-testid="meta-master-admin">
      <StaffTitle>
        <Trans>Meta-mastery</Trans>
      </StaffTitle>
      <p>
        <Trans>Meta-master spojí master produkty, které zákazník vidí jako jeden produkt (jeden telefon v několika kapacitách či barvách).</Trans>
      </p>
      <Columns>
        <div>
          <form onSubmit={(event) => void create(event)} aria-label={t`Nový meta-master`} noValidate>
            <Field label={t`Název nového meta-masteru`} errors={outcome.errorsAt('name')} required>
              {(control) => <Input {...control} maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />}
            </Field>
            <Button type="submit" busy={writes.add.isPending}>
              <Trans>Vytvořit</Trans>
            </Button>
          </form>
          <FilterInput label={t`Hledat meta-master`} type="search" value={values.search} onChange={(search) => type({ search })} />
          {list.isError ? (
            <LoadFailed onRetry={() => void list.refetch()}>
              <Trans>Meta-mastery se nepodařilo načíst.</Trans>
            </LoadFailed>
          ) : (
            <Picked aria-label={t`Meta-mastery`}>
              {(list.data?.results ?? []).map((row) => (
                <li key={row.id}>
                  <Button variant="link" aria-current={row.id === selected} onClick={() => setSelected(row.id)}>
                    {row.name}
                  </Button>{' '}
                  ({t`${row.size} master produktů`})
                </li>
              ))}
              {list.data?.results.length === 0 && (
                <li>
                  <Trans>Žádné meta-mastery.</Trans>
                </li>
              )}
            </Picked>
          )}
        </div>
        {selected !== null && <MetaMasterDetail key={selected} id={selected} onDeleted={() => setSelected(null)} />}
      </Columns>
    </div>
  );
}
