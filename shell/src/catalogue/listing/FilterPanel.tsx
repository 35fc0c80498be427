import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingFacets } from '@shop/shared/contract/catalogue';
import { FramedFieldset } from '@shop/shared/ui/framed-fieldset';
import { Input } from '@shop/shared/ui/input';
import { Button } from '@shop/shared/ui/button';
import { toggled, withFilters, type ListingState } from './listing-address';

interface FilterPanelProps {
  facets: ListingFacets;
  state: ListingState;
  onChange: (next: ListingState) => void;
}

/** The listing's filters with the number of products each choice would show. */
export function FilterPanel({ facets, state, onChange }: FilterPanelProps) {
  const change = (part: Partial<Omit<ListingState, 'page'>>) => onChange(withFilters(state, part));
  return (
    <div data-testid="listing-filters">
      {facets.manufacturers.length > 0 && (
        <FramedFieldset>
          <legend>
            <Trans>Výrobce</Trans>
          </legend>
          {facets.manufacturers.map((maker) => (
            <Check key={maker.id}>
              <input type="checkbox" checked={state.manufacturer.includes(maker.id)} onChange={() => change({ manufacturer: toggled(state.manufacturer, maker.id) })} />
              {maker.name} <Count>({maker.count})</Count>
            </Check>
          ))}
        </FramedFieldset>
      )}
      <PriceFilter key={`${state.price_min}-${state.price_max}`} facets={facets} state={state} onApply={(price_min, price_max) => change({ price_min, price_max })} />
      {facets.conditions.length > 0 && (
        <FramedFieldset>
          <legend>
            <Trans>Stav</Trans>
          </legend>
          {facets.conditions.map((condition) => (
            <Check key={condition.value}>
              <input type="checkbox" checked={state.condition.includes(condition.value)} onChange={() => change({ condition: toggled(state.condition, condition.value) })} />
              {condition.value === 'new' ? <Trans>Nové</Trans> : <Trans>Použité</Trans>} <Count>({condition.count})</Count>
            </Check>
          ))}
        </FramedFieldset>
      )}
      {facets.qualities.length > 0 && (
        <FramedFieldset>
          <legend>
            <Trans>Třída použitého zařízení</Trans>
          </legend>
          {facets.qualities.map((quality) => (
            <Check key={quality.value}>
              <input type="checkbox" checked={state.quality.includes(quality.value)} onChange={() => change({ quality: toggled(state.quality, quality.value) })} />
              <Trans>Třída {quality.value}</Trans> <Count>({quality.count})</Count>
            </Check>
          ))}
        </FramedFieldset>
      )}
      <FramedFieldset>
        <legend>
          <Trans>Dostupnost</Trans>
        </legend>
        <Check>
          <input type="checkbox" checked={state.in_stock} onChange={() => change({ in_stock: !state.in_stock })} />
          <Trans>Jen skladem</Trans> <Count>({facets.in_stock})</Count>
        </Check>
      </FramedFieldset>
      {facets.attributes.map((attribute) => (
        <FramedFieldset key={attribute.code}>
          <legend>{attribute.name}</legend>
          {attribute.values.map((option) => {
            const value = `${attribute.code}:${option.value}`;
            return (
              <Check key={value}>
                <input type="checkbox" checked={state.attribute.includes(value)} onChange={() => change({ attribute: toggled(state.attribute, value) })} />
                {attribute.unit ? `${option.value} ${attribute.unit}` : option.value} <Count>({option.count})</Count>
              </Check>
            );
          })}
        </FramedFieldset>
      ))}
    </div>
  );
}

const wholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Price bounds are typed, so they apply on "Použít" (or Enter), not at each keystroke. */
function PriceFilter({ facets, state, onApply }: { facets: ListingFacets; state: ListingState; onApply: (min: number | null, max: number | null) => void }) {
  const { t } = useLingui();
  const [min, setMin] = useState(state.price_min === null ? '' : String(state.price_min));
  const [max, setMax] = useState(state.price_max === null ? '' : String(state.price_max));
  const minId = useId();
  const maxId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(wholeNumber(min), wholeNumber(max));
  };
  return (
    <form onSubmit={submit}>
      <FramedFieldset>
        <legend>
          <Trans>Cena</Trans>
        </legend>
        <PriceRow>
          <PriceField>
            <label htmlFor={minId}>
              <Trans>Od</Trans>
            </label>
            <Input id={minId} inputMode="numeric" value={min} placeholder={facets.price ? String(facets.price.min) : undefined} onChange={(event) => setMin(event.target.value)} aria-label={t`Cena od`} />
          </PriceField>
          <PriceField>
            <label htmlFor={maxId}>
              <Trans>Do</Trans>
            </label>
            <Input id={maxId} inputMode="numeric" value={max} placeholder={facets.price ? String(facets.price.max) : undefined} onChange={(event) => setMax(event.target.value)} aria-label={t`Cena do`} />
          </PriceField>
        </PriceRow>
        <Button type="submit" variant="secondary">
          <Trans>Použít cenu</Trans>
        </Button>
      </FramedFieldset>
    </form>
  );
}

/** One choice of a facet with its count; the search's kind facet uses it too. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.control.sm};
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const PriceField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;
