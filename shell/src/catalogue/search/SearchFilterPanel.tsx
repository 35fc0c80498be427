import { Trans } from '@lingui/react/macro';
import type { SearchFacets } from '@shop/shared/contract/catalogue';
import { ChoiceList, Checkbox } from '@shop/shared/ui/choice';
import { FramedFieldset } from '@shop/shared/ui/framed-fieldset';
import { Count, FilterPanel } from '../listing/FilterPanel';
import { toggled } from '../listing/listing-address';
import { asListingState, fromListingState, type SearchFilters } from './search-filters';

interface SearchFilterPanelProps {
  facets: SearchFacets;
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/** The kind of goods first (a term spans every category), then a category's filters. */
export function SearchFilterPanel({ facets, filters, onChange }: SearchFilterPanelProps) {
  return (
    <>
      {facets.kinds.length > 1 || filters.kind.length > 0 ? (
        <FramedFieldset data-testid="search-kind-filter">
          <legend>
            <Trans>Druh zboží</Trans>
          </legend>
          <ChoiceList>
            {facets.kinds.map((kind) => (
              <Checkbox key={kind.id} checked={filters.kind.includes(kind.id)} onChange={() => onChange({ ...filters, kind: toggled(filters.kind, kind.id) })} label={<>{kind.name} <Count>({kind.count})</Count></>} />
            ))}
          </ChoiceList>
        </FramedFieldset>
      ) : null}
      <FilterPanel facets={facets} state={asListingState(filters)} onChange={(next) => onChange(fromListingState(next, filters.kind))} />
    </>
  );
}
