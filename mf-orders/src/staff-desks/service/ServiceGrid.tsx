import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { serviceStaffOrders, type ServiceOrderSummary } from '@shop/shared/contract/service';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { SERVICE_ORDER_STATUSES } from '@shop/shared/service/order-status';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { DESK_GRIDS } from '@shop/shared/routing/desk-search';
import { useServiceGrid, type ServiceGridQuery } from './queries';
import { SERVICE_STATUS_NAMES } from './status-names';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const PAGE_SIZE = 25;
const GRID_DEFAULTS: ServiceGridQuery = { page: 1, page_size: PAGE_SIZE, ordering: 'slot' };

/** The shared grid keys its selection by a numeric id; service orders have none, so the row's place in the list serves. */
type ServiceRow = ServiceOrderSummary & { id: number };

/** O-S17: the market's service orders by slot (what is due first), searched and filtered by the server. */
export function ServiceGrid({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, values, filter, type, paging } = useGridQuery(serviceStaffOrders, { name: DESK_GRIDS.adminService, defaults: GRID_DEFAULTS });
  const { selected, onSelectionChange } = useRowSelection();
  const grid = useServiceGrid(query, i18n.locale as Locale);
  const offset = (paging.page - 1) * paging.pageSize;
  const rows: ServiceRow[] = (grid.data?.results ?? []).map((row, index) => ({ ...row, id: offset + index + 1 }));

  const columns: GridColumn<ServiceRow>[] = [
    {
      key: 'number',
      header: t`Číslo zakázky`,
      cell: (row) => (
        <Button variant="link" onClick={() => onOpen(row.order_number)}>
          {row.order_number}
        </Button>
      ),
    },
    { key: 'slot', header: t`Termín`, cell: (row) => `${formatDate(row.slot.date)} ${row.slot.time}`, sortKey: 'slot' },
    { key: 'center', header: t`Servisní centrum`, cell: (row) => row.center.name },
    { key: 'device', header: t`Zařízení`, cell: (row) => row.device },
    { key: 'customer', header: t`Zákazník`, cell: (row) => row.customer_name },
    { key: 'status', header: t`Stav`, cell: (row) => i18n._(SERVICE_STATUS_NAMES[row.status]) },
    { key: 'price', header: t`Cena`, cell: (row) => formatPrice(row.total_price, market) },
    { key: 'created', header: t`Vytvořeno`, cell: (row) => formatDate(row.created_at), sortKey: 'created_at' },
  ];

  return (
    <section aria-labelledby="service-grid-heading">
      <StaffTitle id="service-grid-heading">
        <Trans>Servisní zakázky</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry servisních zakázek`}>
        <FilterInput label={t`Hledat (číslo, zákazník, e-mail)`} type="search" value={values.search} onChange={(search) => type({ search })} data-testid="service-search" />
        <FilterSelect
          label={t`Stav`}
          value={values.status}
          anyLabel={t`Všechny`}
          options={SERVICE_ORDER_STATUSES.map((status) => ({ value: status, label: i18n._(SERVICE_STATUS_NAMES[status]) }))}
          onChange={(status) => filter({ status })}
        />
        <FilterInput label={t`Den termínu`} type="date" value={values.date} onChange={(date) => filter({ date })} />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Servisní zakázky se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<ServiceRow>
          caption={t`Servisní zakázky`}
          columns={columns}
          rows={rows}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.order_number}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat zakázky na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, zakázek: ${count}`,
            empty: t`Žádné zakázky neodpovídají filtru.`,
          }}
        />
      )}
    </section>
  );
}
