import { Trans, useLingui } from '@lingui/react/macro';
import { BUYOUT_STATUSES } from '@shop/shared/buyout/status';
import { buyoutStaffList, type StaffBuyoutRow } from '@shop/shared/contract/buyout-staff';
import type { Locale } from '@shop/shared/contract/common';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { DESK_GRIDS } from '@shop/shared/routing/desk-search';
import { useBuyoutGrid, type BuyoutGridQuery } from './queries';
import { BUYOUT_STATUS_NAMES } from './status-names';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: BuyoutGridQuery = { page: 1, page_size: 25, ordering: '-created_at' };

/** O-S17: the market's buyouts, searched, filtered and sorted by the server (the spec's paged grid); a number opens one. */
export function BuyoutGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, values, filter, type, paging } = useGridQuery(buyoutStaffList, { name: DESK_GRIDS.adminBuyouts, defaults: GRID_DEFAULTS });
  const { selected, onSelectionChange } = useRowSelection();
  const grid = useBuyoutGrid(query, i18n.locale as Locale);

  const columns: GridColumn<StaffBuyoutRow>[] = [
    {
      key: 'number',
      header: t`Číslo výkupu`,
      cell: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {String(row.id)}
        </Button>
      ),
    },
    { key: 'created', header: t`Vytvořeno`, cell: (row) => formatDate(row.created_at), sortKey: 'created_at' },
    { key: 'device', header: t`Zařízení`, cell: (row) => row.device },
    { key: 'customer', header: t`Zákazník`, cell: (row) => row.customer_name },
    { key: 'email', header: t`E-mail`, cell: (row) => row.email },
    { key: 'status', header: t`Stav`, cell: (row) => i18n._(BUYOUT_STATUS_NAMES[row.status]) },
    { key: 'price', header: t`Cena`, cell: (row) => formatPrice(row.counter_offer_price ?? row.price, market) },
  ];

  return (
    <section aria-labelledby="buyout-grid-heading">
      <StaffTitle id="buyout-grid-heading">
        <Trans>Výkupy</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry výkupů`}>
        <FilterInput label={t`Hledat (číslo, zákazník, e-mail)`} type="search" value={values.search} onChange={(search) => type({ search })} data-testid="buyout-search" />
        <FilterSelect
          label={t`Stav`}
          value={values.status}
          anyLabel={t`Všechny`}
          options={BUYOUT_STATUSES.map((status) => ({ value: status, label: i18n._(BUYOUT_STATUS_NAMES[status]) }))}
          onChange={(status) => filter({ status })}
        />
        <FilterInput label={t`Vytvořeno od`} type="date" value={values.created_from} onChange={(created_from) => filter({ created_from })} />
        <FilterInput label={t`Vytvořeno do`} type="date" value={values.created_to} onChange={(created_to) => filter({ created_to })} />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Výkupy se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<StaffBuyoutRow>
          caption={t`Výkupy`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => t`výkup ${row.id}`}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat výkupy na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, výkupů: ${count}`,
            empty: t`Žádné výkupy neodpovídají filtru.`,
          }}
        />
      )}
    </section>
  );
}

