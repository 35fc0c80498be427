import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { adminDiscountList, type Discount } from '@shop/shared/contract/admin-discounts';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { DiscountForm, type DiscountFormMode } from './DiscountForm';
import { DiscountImport } from './DiscountImport';
import { useDiscountGrid, type DiscountQuery } from './discount-queries';

const GRID_DEFAULTS: DiscountQuery = { page: 1, page_size: 25, ordering: '-id' };

type Panel = DiscountFormMode | { kind: 'import' } | null;

/** The discount grid (AT-D1) with its detail, generation and import panels. */
export function DiscountsScreen() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, values, filter, type, paging } = useGridQuery(adminDiscountList, { name: 'discounts', defaults: GRID_DEFAULTS });
  const grid = useDiscountGrid(query, i18n.locale as Locale);
  const { selected, onSelectionChange } = useRowSelection();
  const [panel, setPanel] = useState<Panel>(null);

  const columns: GridColumn<Discount>[] = [
    {
      key: 'code',
      header: t`Kód`,
      sortKey: 'code',
      cell: (row) => (
        <Button variant="link" onClick={() => setPanel({ kind: 'edit', discount: row })}>
          {row.code}
        </Button>
      ),
    },
    { key: 'value', header: t`Sleva`, cell: (row) => (row.kind === 'percent' ? `${row.value} %` : formatPrice(row.value, market)) },
    { key: 'valid_to', header: t`Platnost`, sortKey: 'valid_to', cell: (row) => `${row.valid_from} – ${row.valid_to}` },
    { key: 'used_count', header: t`Použito`, sortKey: 'used_count', cell: (row) => (row.max_uses === null ? String(row.used_count) : `${row.used_count} / ${row.max_uses}`) },
  ];

  if (panel?.kind === 'import') return <DiscountImport onDone={() => setPanel(null)} />;
  if (panel) return <DiscountForm key={panel.kind === 'edit' ? panel.discount.id : panel.kind} mode={panel} onDone={() => setPanel(null)} />;

  return (
    <div data-testid="discounts">
      <h1>
        <Trans>Slevy</Trans>
      </h1>
      <Bar>
        <Button onClick={() => setPanel({ kind: 'create' })}>
          <Trans>Nová sleva</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setPanel({ kind: 'generate' })}>
          <Trans>Vygenerovat kódy</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setPanel({ kind: 'import' })}>
          <Trans>Import z CSV</Trans>
        </Button>
      </Bar>
      <FilterBar label={t`Filtry slev`}>
        <FilterInput label={t`Hledat kód`} type="search" maxLength={10} value={values.search} onChange={(search) => type({ search })} />
        <FilterSelect
          label={t`Stav`}
          value={values.state}
          anyLabel={t`Všechny`}
          options={[
            { value: 'active', label: t`Platné` },
            { value: 'upcoming', label: t`Budoucí` },
            { value: 'expired', label: t`Prošlé` },
          ]}
          onChange={(state) => filter({ state })}
        />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Slevy se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<Discount>
          caption={t`Slevy`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.code}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat slevy na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, slev: ${count}`,
            empty: t`Žádné slevy neodpovídají filtru.`,
          }}
        />
      )}
    </div>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
