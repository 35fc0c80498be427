import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useMasterProductSearch } from './meta-master-queries';

/**
 * Finds master products by name to add to the open meta-master: one in no group is added (AT-M2),
 * one in another group is moved here (AT-M1, after the staff saw where it is now).
 */
export function MasterProductPicker({ metaMasterId, onAdd }: { metaMasterId: number; onAdd: (masterProductId: number, grouped: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const grid = useMasterProductSearch(search, i18n.locale as Locale);
  return (
    <div>
      <h3>
        <Trans>Přidat master produkty</Trans>
      </h3>
      <form
        role="search"
        aria-label={t`Hledat master produkty`}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(term.trim());
        }}
      >
        <Field label={t`Název master produktu`}>{(control) => <Input {...control} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />}</Field>
        <Button type="submit">
          <Trans>Hledat</Trans>
        </Button>
      </form>
      {search !== '' && (
        <ul aria-label={t`Nalezené master produkty`}>
          {(grid.data?.results ?? []).map((row) => (
            <li key={row.id}>
              {row.name} ({row.manufacturer_name}, {row.type_device_name}){' '}
              {row.meta_master?.id === metaMasterId ? (
                <Trans>už je zde</Trans>
              ) : row.meta_master ? (
                <Button variant="link" onClick={() => onAdd(row.id, true)}>
                  <Trans>Přesunout sem z {row.meta_master.name}</Trans>
                </Button>
              ) : (
                <Button variant="link" onClick={() => onAdd(row.id, false)}>
                  <Trans>Přidat</Trans>
                </Button>
              )}
            </li>
          ))}
          {grid.data?.results.length === 0 && (
            <li>
              <Trans>Nic nenalezeno.</Trans>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
