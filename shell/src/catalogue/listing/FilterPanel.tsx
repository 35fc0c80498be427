import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingFacets } from '@shop/shared/contract/catalogue';
import { ChoiceList, Checkbox } from '@shop/shared/ui/choice';
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
          <ChoiceList>
            {facets.manufacturers.map((maker) => (
              <Checkbox key={maker.id} checked={state.manufacturer.includes(maker.id)} onChange={() => change({ manufacturer: toggled(state.manufacturer, maker.id) })} label={<>{maker.name} <Count>({maker.count})</Count></>} />
            ))}
          </ChoiceList>
        </FramedFieldset>
      )}
      <PriceFilter key={`${state.price_min}-${state.price_max}`} facets={facets} state={state} onApply={(price_min, price_max) => change({ price_min, price_max })} />
      {facets.conditions.length > 0 && (
        <FramedFieldset>
          <legend>
            <Trans>Stav</Trans>
          </legend>
          <ChoiceList>
            {facets.conditions.map((condition) => (
              <Checkbox key={condition.value} checked={state.condition.includes(condition.value)} onChange={() => change({ condition: toggled(state.condition, condition.value) })} label={<>{condition.value === 'new' ? <Trans>Nové</Trans> : <Trans>Použité</Trans>} <Count>({condition.count})</Count></>} />
            ))}
          </ChoiceList>
        </FramedFieldset>
      )}
      {facets.qualities.length > 0 && (
        <FramedFieldset>
          <legend>
            <Trans>Třída použitého zařízení</Trans>
          </legend>
          <ChoiceList>
            {facets.qualities.map((quality) => (
              <Checkbox key={quality.value} checked={state.quality.includes(quality.value)} onChange={() => change({ quality: toggled(state.quality, quality.value) })} label={<><Trans>Třída {quality.value}</Trans> <Count>({quality.count})</Count></>} />
            ))}
          </ChoiceList>
        </FramedFieldset>
      )}
      <FramedFieldset>
        <legend>
          <Trans>Dostupnost</Trans>
        </legend>
        <Checkbox checked={state.in_stock} onChange={() => change({ in_stock: !state.in_stock })} label={<><Trans>Jen skladem</Trans> <Count>({facets.in_stock})</Count></>} />
      </FramedFieldset>
      {facets.attributes.map((attribute) => (
        <FramedFieldset key={attribute.code}>
          <legend>{attribute.name}</legend>
          <ChoiceList>
            {attribute.values.map((option) => {
              const value = `${attribute.code}:${option.value}`;
              return (
                <Checkbox key={value} checked={state.attribute.includes(value)} onChange={() => change({ attribute: toggled(state.attribute, value) })} label={<>{attribute.unit ? `${option.value} ${attribute.unit}` : option.value} <Count>({option.count})</Count></>} />
              );
            })}
          </ChoiceList>
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

/** The number of products a choice would show; the search's kind facet uses it too. */
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
