import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { type OrderDeskRow } from '@shop/shared/contract/order-desk';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/orders/order-states';
import { Input } from '@shop/shared/ui/input';
import { Button } from '@shop/shared/ui/button';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { searchFromAddress } from '@shop/shared/routing/desk-search';
import { useOrderGrid, type OrderGridQuery } from './queries';
import { DeliveryStatusFilter, GridFilters, useStatusOptions, WindowFilter } from './grid-filters';
import { DELIVERY_STATE_NAMES, ORDER_STATE_NAMES, PAYMENT_STATE_NAMES } from '@shop/shared/orders/state-names';

const PAGE_SIZE = 25;

/** O-S16: the market's orders, filtered and sorted by the server (O-C2); a number opens the order. */
export function OrderGrid({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, filter, paging } = useGridQuery<OrderGridQuery>(() => ({ page: 1, page_size: PAGE_SIZE, ordering: '-created_at', search: searchFromAddress() }));
  const { selected, onSelectionChange } = useRowSelection();
  const grid = useOrderGrid(query, i18n.locale as Locale);
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
    { key: 'created', header: t`Čas`, cell: (row) => formatDate(row.created_at), sortKey: 'created_at' },
    { key: 'customer', header: t`Jméno zákazníka a firma`, cell: (row) => [row.customer_name, row.company].filter(Boolean).join(', ') },
    { key: 'email', header: t`E-mail`, cell: (row) => row.email },
    { key: 'status', header: t`Stav`, cell: (row) => i18n._(ORDER_STATE_NAMES[row.status]) },
    { key: 'payment', header: t`Stav platby`, cell: (row) => i18n._(PAYMENT_STATE_NAMES[row.payment_status]) },
    { key: 'delivery', header: t`Stav doručení`, cell: (row) => (row.delivery_status ? i18n._(DELIVERY_STATE_NAMES[row.delivery_status]) : '–') },
    { key: 'total', header: t`Celkem`, cell: (row) => formatPrice(row.total, market), sortKey: 'total' },
  ];

  return (
    <section aria-labelledby="order-grid-heading">
      <h1 id="order-grid-heading">
        <Trans>Objednávky</Trans>
      </h1>
      <GridFilters role="search" aria-label={t`Filtry objednávek`}>
        <label>
          <Trans>Hledat (číslo, zákazník, e-mail)</Trans>
          <Input type="search" value={query.search ?? ''} onChange={(event) => filter({ search: event.target.value || undefined })} data-testid="order-search" />
        </label>
        <FilterSelect label={t`Stav`} value={query.status} anyLabel={t`Všechny`} options={options(ORDER_STATUSES, ORDER_STATE_NAMES)} onChange={(status) => filter({ status })} />
        <FilterSelect
          label={t`Stav platby`}
          value={query.payment_status}
          anyLabel={t`Všechny`}
          options={options(PAYMENT_STATUSES, PAYMENT_STATE_NAMES)}
          onChange={(payment_status) => filter({ payment_status })}
        />
        <DeliveryStatusFilter value={query.delivery_status} onChange={(delivery_status) => filter({ delivery_status })} />
        <WindowFilter value={query.window} onChange={(window) => filter({ window })} />
      </GridFilters>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Objednávky se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<OrderDeskRow>
          caption={t`Objednávky`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.order_number}
          busy={grid.isFetching}
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
