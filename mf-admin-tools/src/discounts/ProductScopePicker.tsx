import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@shop/shared/ui/button';
import { Input } from '@shop/shared/ui/input';
import { useProductSearch } from './queries';

/**
 * Products a code is for, found by the product admin's search (code or name) and added one by one (issue #33: no
 * ids to type). A product saved before shows by its number until it is found again: the list call has no id filter.
 */
export function ProductScopePicker({ value, onChange, errors }: { value: readonly number[]; onChange: (ids: number[]) => void; errors: string[] }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() => new Map());
  const found = useProductSearch(search.trim());
  const add = (id: number, label: string) => {
    setNames((current) => new Map(current).set(id, label));
    if (!value.includes(id)) onChange([...value, id]);
  };

  return (
    <fieldset aria-invalid={errors.length > 0 || undefined}>
      <legend>
        <Trans>Produkty</Trans> <Trans>(vybráno: {value.length})</Trans>
      </legend>
      <ul aria-label={t`Vybrané produkty`}>
        {value.map((id) => {
          const label = names.get(id) ?? t`Produkt č. ${id}`;
          return (
            <li key={id}>
              {label}{' '}
              <Button variant="link" onClick={() => onChange(value.filter((other) => other !== id))} aria-label={t`Odebrat ${label}`}>
                <Trans>Odebrat</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <Input aria-label={t`Hledat produkt (kód nebo název)`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {search.trim().length >= 2 && found.data?.results.length === 0 && (
        <p>
          <Trans>Žádný produkt neodpovídá.</Trans>
        </p>
      )}
      <Results aria-label={t`Nalezené produkty`}>
        {(search.trim().length >= 2 ? (found.data?.results ?? []) : []).map((product) => {
          const label = `${product.code} ${product.name}`;
          return (
            <li key={product.id}>
              <Button variant="link" disabled={value.includes(product.id)} onClick={() => add(product.id, label)} aria-label={t`Přidat ${label}`}>
                {label}
              </Button>
            </li>
          );
        })}
      </Results>
      {errors.map((message) => (
        <p key={message} role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

const Results = styled.ul`
  max-height: ${({ theme }) => theme.sizes.listbox};
  overflow-y: auto;
`;
