import { Trans, useLingui } from '@lingui/react/macro';
import { adminProductList, type AdminProductRow } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useProductGrid, useProductLookups, type ProductQuery } from './product-queries';

const GRID_DEFAULTS: ProductQuery = { page: 1, page_size: 25, ordering: 'code' };

/** AT-A2: the market's products with the spec's paged grid (page, page_size, ordering, filters). */
export function ProductGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const { query, values, filter, type, paging } = useGridQuery(adminProductList, { name: 'products', defaults: GRID_DEFAULTS });
  const grid = useProductGrid(query, locale);
  const lookups = useProductLookups(locale);
  const { selected, onSelectionChange } = useRowSelection();
  const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const columns: GridColumn<AdminProductRow>[] = [
    {
      key: 'code',
      header: t`Kód`,
      sortKey: 'code',
      cell: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)}>
          {row.code}
        </Button>
      ),
    },
    { key: 'name', header: t`Název`, sortKey: 'name', cell: (row) => row.name },
    { key: 'manufacturer', header: t`Výrobce`, sortKey: 'manufacturer', cell: (row) => row.manufacturer_name },
    { key: 'type', header: t`Typ zařízení`, sortKey: 'type', cell: (row) => row.type_device_name },
    { key: 'price', header: t`Cena`, sortKey: 'price', cell: (row) => formatPrice(row.price, market) },
    { key: 'stock', header: t`Skladem`, sortKey: 'stock', cell: (row) => t`${row.stock} ks` },
  ];

  return (
    <div>
      <FilterBar label={t`Filtr produktů`}>
        <FilterInput label={t`Kód nebo název`} type="search" value={values.search} onChange={(search) => type({ search })} />
        <FilterSelect
          label={t`Výrobce`}
          value={values.manufacturer === undefined ? undefined : String(values.manufacturer)}
          anyLabel={t`Všichni`}
          options={options(lookups.manufacturers.data?.results)}
          onChange={(manufacturer) => filter({ manufacturer })}
        />
        <FilterSelect
          label={t`Typ zařízení`}
          value={values.type_device === undefined ? undefined : String(values.type_device)}
          anyLabel={t`Všechny`}
          options={options(lookups.typeDevices.data?.results)}
          onChange={(type_device) => filter({ type_device })}
        />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Produkty se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<AdminProductRow>
          caption={t`Produkty`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => `${row.code} ${row.name}`}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat produkty na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, produktů: ${count}`,
            empty: t`Žádné produkty.`,
          }}
        />
      )}
    </div>
  );
}
