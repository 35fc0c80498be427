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
import { downloadText } from '@shop/shared/ui/download-text';
import { useToast } from '@shop/shared/ui/toast';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { DiscountForm, type DiscountFormMode } from './DiscountForm';
import { DiscountImport } from './DiscountImport';
import { useDiscountGrid, useDiscountWrites, type DiscountQuery } from './queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: DiscountQuery = { page: 1, page_size: 25, ordering: '-id' };

type Panel = DiscountFormMode | { kind: 'import' } | null;

/** The discount grid (AT-D1) with its detail, generation and import panels. */
export function DiscountsScreen() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, values, filter, type, paging } = useGridQuery(adminDiscountList, { name: 'discounts', defaults: GRID_DEFAULTS });
  const grid = useDiscountGrid(query, i18n.locale as Locale);
  const { selected, setSelected, onSelectionChange } = useRowSelection();
  const [panel, setPanel] = useState<Panel>(null);
  const toast = useToast();
  const { bulk, exportCsv } = useDiscountWrites();
  const chosenIds = [...selected].sort((a, b) => a - b);

  const download = (ids?: number[]) => {
    const { page: _page, page_size: _pageSize, ...filters } = query;
    exportCsv.mutate(ids ? { ids: ids.join(',') } : filters, {
      onSuccess: (file) => {
        downloadText(file.file_name, file.content, 'text/csv;charset=utf-8');
        if (file.truncated) toast.show({ kind: 'warning', message: t`Soubor obsahuje jen prvních ${file.rows} slev: zužte filtr.` });
      },
      onError: (error) => toast.show({ kind: 'error', message: firstErrorMessage(error) ?? t`Export se nepodařil.` }),
    });
  };

  const act = (action: 'deactivate' | 'delete') => {
    const count = chosenIds.length;
    const question = action === 'delete' ? t`Opravdu smazat vybrané slevy (${count})?` : t`Opravdu ukončit platnost vybraných slev (${count})?`;
    if (!window.confirm(question)) return;
    bulk.mutate(
      { body: { action, ids: chosenIds } },
      {
        onSuccess: ({ data }) => {
          setSelected(new Set());
          const changed = data.changed.length;
          toast.show({ kind: 'success', message: action === 'delete' ? t`Smazáno slev: ${changed}` : t`Platnost ukončena u slev: ${changed}` });
          if (data.kept.length > 0) {
            const codes = data.kept.join(', ');
            toast.show({ kind: 'warning', message: t`Použité slevy nelze smazat, zůstaly: ${codes}. Můžete jim ukončit platnost.` });
          }
        },
        onError: (error) => toast.show({ kind: 'error', message: firstErrorMessage(error) ?? t`Hromadnou akci se nepodařilo provést.` }),
      },
    );
  };

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
      <StaffTitle>
        <Trans>Slevy</Trans>
      </StaffTitle>
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
        <Button variant="secondary" busy={exportCsv.isPending} onClick={() => download()}>
          <Trans>Export do CSV (podle filtru)</Trans>
        </Button>
      </Bar>
      {chosenIds.length > 0 && (
        <Bar role="group" aria-label={t`Akce s vybranými slevami`} data-testid="discount-bulk">
          <span>
            <Trans>Vybráno slev: {chosenIds.length}</Trans>
          </span>
          <Button variant="secondary" busy={exportCsv.isPending} onClick={() => download(chosenIds)}>
            <Trans>Exportovat vybrané</Trans>
          </Button>
          <Button variant="secondary" busy={bulk.isPending} onClick={() => act('deactivate')}>
            <Trans>Ukončit platnost</Trans>
          </Button>
          <Button variant="danger" busy={bulk.isPending} onClick={() => act('delete')}>
            <Trans>Smazat vybrané</Trans>
          </Button>
          <Button variant="link" onClick={() => setSelected(new Set())}>
            <Trans>Zrušit výběr</Trans>
          </Button>
        </Bar>
      )}
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
