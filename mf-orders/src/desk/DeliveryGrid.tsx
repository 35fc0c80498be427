import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { CARRIERS, deliveryDeskList, type DeliveryRow } from '@shop/shared/contract/order-deliveries';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatDate } from '@shop/shared/i18n/market';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { CARRIER_NAMES } from '@shop/shared/orders/carrier-names';
import { useDeliveryGrid, useHandOver, type DeliveryGridQuery } from './delivery-queries';
import { DeliveryStatusFilter, WindowFilter } from './grid-filters';
import { DELIVERY_STATE_NAMES } from '@shop/shared/orders/state-names';
import { useErrorTexts } from './use-error-texts';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: DeliveryGridQuery = { page: 1, page_size: 25, ordering: '-created_at' };

/** O-S11 / O-S10: the market's packages with carrier and delivery number; a packed one is handed to its carrier here. */
export function DeliveryGrid({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t, i18n } = useLingui();
  // Beside the order grid on the desk's page: its own name keeps the two grids' keys apart in the address.
  const { query, filter, paging } = useGridQuery(deliveryDeskList, { name: 'deliveries', defaults: GRID_DEFAULTS });
  const { selected, onSelectionChange } = useRowSelection();
  const grid = useDeliveryGrid(query, i18n.locale as Locale);
  const handOver = useHandOver();
  const api = useApiClient();
  const handOverErrors = useErrorTexts(handOver.error);

  const columns: GridColumn<DeliveryRow>[] = [
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
    { key: 'carrier', header: t`Dopravce`, cell: (row) => (row.carrier ? CARRIER_NAMES[row.carrier] : '–') },
    {
      key: 'delivery-number',
      header: t`Číslo zásilky`,
      cell: (row) =>
        row.delivery_number && row.tracking_url ? (
          <a href={row.tracking_url} target="_blank" rel="noreferrer noopener">
            {row.delivery_number}
          </a>
        ) : (
          '–'
        ),
    },
    {
      key: 'label',
      header: t`Štítek`,
      // Issue #9: the carrier's label PDF (staff only on the server); on a partner page the API is on another origin.
      cell: (row) =>
        row.label_url && row.delivery_number ? (
          <a href={api.assetUrl(row.label_url)} download aria-label={t`Štítek (PDF) zásilky ${row.delivery_number}`}>
            <Trans>Štítek (PDF)</Trans>
          </a>
        ) : (
          '–'
        ),
    },
    { key: 'status', header: t`Stav doručení`, cell: (row) => i18n._(DELIVERY_STATE_NAMES[row.status]) },
    { key: 'handed', header: t`Předáno dopravci`, cell: (row) => (row.handed_at ? formatDate(row.handed_at) : '–'), sortKey: 'handed_at' },
    {
      key: 'action',
      header: t`Akce`,
      cell: (row) =>
        row.can_hand_over ? (
          <Button
            variant="secondary"
            busy={handOver.isPending && handOver.variables?.params.package_id === row.id}
            onClick={() => handOver.mutate({ params: { package_id: row.id }, body: {} })}
          >
            <Trans>Předat dopravci {row.order_number}</Trans>
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="delivery-grid-heading" data-testid="delivery-grid">
      <StaffTitle id="delivery-grid-heading">
        <Trans>Zásilky</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry zásilek`}>
        <FilterSelect
          label={t`Dopravce`}
          value={query.carrier}
          anyLabel={t`Všichni`}
          options={CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_NAMES[carrier] }))}
          onChange={(carrier) => filter({ carrier })}
        />
        <DeliveryStatusFilter value={query.delivery_status} onChange={(delivery_status) => filter({ delivery_status })} />
        <WindowFilter value={query.window} onChange={(window) => filter({ window })} />
      </FilterBar>
      {handOverErrors.general && <Alert kind="error">{handOverErrors.general}</Alert>}
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Zásilky se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<DeliveryRow>
          caption={t`Zásilky`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.order_number}
          busy={grid.isFetching}
          texts={{
            selectRow: (name) => t`Vybrat zásilku ${name}`,
            selectPage: t`Vybrat zásilky na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, zásilek: ${count}`,
            empty: t`Žádné zásilky neodpovídají filtru.`,
          }}
        />
      )}
    </section>
  );
}
