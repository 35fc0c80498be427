import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminMasterProductRow } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useMasterGrid, type MasterQuery } from './product-queries';

const PAGE_SIZE = 25;

/** AT-A3: the market's master products, opening one's admin. */
export function MasterGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { query, filter, paging } = useGridQuery<MasterQuery>({ page: 1, page_size: PAGE_SIZE, ordering: 'name' });
  const [search, setSearch] = useState('');
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
      <form
        role="search"
        aria-label={t`Filtr master produktů`}
        onSubmit={(event) => {
          event.preventDefault();
          filter({ search: search.trim() || undefined });
        }}
      >
        <Field label={t`Název master produktu`}>{(control) => <Input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}</Field>
        <Button type="submit">
          <Trans>Hledat</Trans>
        </Button>
      </form>
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
