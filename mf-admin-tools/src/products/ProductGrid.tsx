import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminProductRow } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useProductGrid, useProductLookups, type ProductQuery } from './product-queries';

const PAGE_SIZE = 25;

/** AT-A2: the market's products with the spec's paged grid (page, page_size, ordering, filters). */
export function ProductGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const { query, filter, paging } = useGridQuery<ProductQuery>({ page: 1, page_size: PAGE_SIZE, ordering: 'code' });
  const [search, setSearch] = useState('');
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
      <form
        role="search"
        aria-label={t`Filtr produktů`}
        onSubmit={(event) => {
          event.preventDefault();
          filter({ search: search.trim() || undefined });
        }}
      >
        <Field label={t`Kód nebo název`}>{(control) => <Input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}</Field>
        <Field label={t`Výrobce`}>
          {(control) => (
            <Select {...control} value={String(query.manufacturer ?? '')} placeholder={t`Všichni`} options={options(lookups.manufacturers.data?.results)} onChange={(event) => filter({ manufacturer: event.target.value || undefined })} />
          )}
        </Field>
        <Field label={t`Typ zařízení`}>
          {(control) => (
            <Select {...control} value={String(query.type_device ?? '')} placeholder={t`Všechny`} options={options(lookups.typeDevices.data?.results)} onChange={(event) => filter({ type_device: event.target.value || undefined })} />
          )}
        </Field>
        <Button type="submit">
          <Trans>Hledat</Trans>
        </Button>
      </form>
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
