import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import { orderDeskList, type OrderDeskRow } from '@shop/shared/contract/order-desk';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/orders/order-states';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { DESK_GRIDS } from '@shop/shared/routing/desk-search';
import { useOrderGrid, useOrderGridCount, type OrderGridQuery } from './queries';
import { DeliveryStatusFilter, useStatusOptions, WindowFilter } from './grid-filters';
import { DELIVERY_STATE_NAMES, ORDER_STATE_NAMES, PAYMENT_STATE_NAMES } from '@shop/shared/orders/state-names';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: OrderGridQuery = { page: 1, page_size: 25, ordering: '-created_at' };

/** O-S16: the market's orders, filtered and sorted by the server (O-C2); a number opens the order. */
export function OrderGrid({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, values, filter, type, paging } = useGridQuery(orderDeskList, { name: DESK_GRIDS.adminOrders, defaults: GRID_DEFAULTS });
  const { selected, onSelectionChange } = useRowSelection();
  const grid = useOrderGrid(query, i18n.locale as Locale);
  const matching = useOrderGridCount(query);
  const options = useStatusOptions();

  const columns: GridColumn<OrderDeskRow>[] = [
    {
      key: 'number',
      header: t`Číslo objednávky`,
      cell: (row) => (
        <Button variant="link" onClick={() => onOpen(row.order_number)}>
          {row.order_number}
        </Button>
      ),
    },
    // Number, state and total first: a 375 px phone shows them without scrolling the table sideways.
    { key: 'status', header: t`Stav`, cell: (row) => i18n._(ORDER_STATE_NAMES[row.status]) },
    { key: 'total', header: t`Celkem`, cell: (row) => <Nowrap>{formatPrice(row.total, market)}</Nowrap>, sortKey: 'total' },
    { key: 'created', header: t`Čas`, cell: (row) => formatDate(row.created_at), sortKey: 'created_at' },
    { key: 'customer', header: t`Jméno zákazníka a firma`, cell: (row) => [row.customer_name, row.company].filter(Boolean).join(', ') },
    { key: 'email', header: t`E-mail`, cell: (row) => row.email },
    { key: 'payment', header: t`Stav platby`, cell: (row) => i18n._(PAYMENT_STATE_NAMES[row.payment_status]) },
    { key: 'delivery', header: t`Stav doručení`, cell: (row) => (row.delivery_status ? i18n._(DELIVERY_STATE_NAMES[row.delivery_status]) : '–') },
  ];

  return (
    <section aria-labelledby="order-grid-heading">
      <StaffTitle id="order-grid-heading">
        <Trans>Objednávky</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry objednávek`}>
        <FilterInput label={t`Hledat (číslo, zákazník, e-mail)`} type="search" value={values.search} onChange={(search) => type({ search })} data-testid="order-search" />
        <FilterSelect label={t`Stav`} value={values.status} anyLabel={t`Všechny`} options={options(ORDER_STATUSES, ORDER_STATE_NAMES)} onChange={(status) => filter({ status })} />
        <FilterSelect
          label={t`Stav platby`}
          value={values.payment_status}
          anyLabel={t`Všechny`}
          options={options(PAYMENT_STATUSES, PAYMENT_STATE_NAMES)}
          onChange={(payment_status) => filter({ payment_status })}
        />
        <DeliveryStatusFilter value={values.delivery_status} onChange={(delivery_status) => filter({ delivery_status })} />
        <WindowFilter value={values.window} onChange={(window) => filter({ window })} />
      </FilterBar>
      {grid.isError || matching.isError ? (
        <LoadFailed onRetry={() => void Promise.all([grid.refetch(), matching.refetch()])}>
          <Trans>Objednávky se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<OrderDeskRow>
          caption={t`Objednávky`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={matching.data?.count ?? grid.data?.results.length ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.order_number}
          busy={grid.isFetching || matching.isFetching}
          texts={{
            selectPage: t`Vybrat objednávky na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, objednávek: ${count}`,
            empty: t`Žádné objednávky neodpovídají filtru.`,
          }}
        />
      )}
    </section>
  );
}

const Nowrap = styled.span`
  white-space: nowrap;
`;
