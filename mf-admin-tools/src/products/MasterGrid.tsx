import { Trans, useLingui } from '@lingui/react/macro';
import { adminMasterProductList, type AdminMasterProductRow } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useMasterGrid, type MasterQuery } from './product-queries';

const GRID_DEFAULTS: MasterQuery = { page: 1, page_size: 25, ordering: 'name' };

/** AT-A3: the market's master products, opening one's admin. */
export function MasterGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  // Beside the product grid on the products page (a tab): its own name keeps the two grids' keys apart.
  const { query, values, type, paging } = useGridQuery(adminMasterProductList, { name: 'masters', defaults: GRID_DEFAULTS });
  const grid = useMasterGrid(query, i18n.locale as Locale);
  const { selected, onSelectionChange } = useRowSelection();

  const columns: GridColumn<AdminMasterProductRow>[] = [
    {
      key: 'name',
      header: t`Název`,
      sortKey: 'name',
      cell: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'manufacturer', header: t`Výrobce`, cell: (row) => row.manufacturer_name },
    { key: 'type', header: t`Typ zařízení`, cell: (row) => row.type_device_name },
    { key: 'products', header: t`Produktů`, cell: (row) => row.product_count },
    { key: 'meta', header: t`Meta-master`, cell: (row) => row.meta_master?.name ?? '—' },
  ];

  return (
    <div>
      <FilterBar label={t`Filtr master produktů`}>
        <FilterInput label={t`Název master produktu`} type="search" value={values.search} onChange={(search) => type({ search })} />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Master produkty se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<AdminMasterProductRow>
          caption={t`Master produkty`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.name}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat master produkty na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, master produktů: ${count}`,
            empty: t`Žádné master produkty.`,
          }}
        />
      )}
    </div>
  );
}
