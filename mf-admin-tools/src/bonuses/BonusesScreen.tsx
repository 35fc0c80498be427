import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bonusList, type Bonus } from '@shop/shared/contract/admin-bonuses';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useToast } from '@shop/shared/ui/toast';
import { BonusForm } from './BonusForm';
import { useBonusGrid, type BonusQuery } from './bonus-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: BonusQuery = { page: 1, page_size: 25, ordering: 'id' };

/** The buy-and-sell bonus admin (AT-B4): the market's bonus rows and their editor. */
export function BonusesScreen() {
  const { t, i18n } = useLingui();
  const { query, paging } = useGridQuery(bonusList, { name: 'bonuses', defaults: GRID_DEFAULTS });
  const grid = useBonusGrid(query, i18n.locale as Locale);
  const [editing, setEditing] = useState<Bonus | 'new' | null>(null);
  const toast = useToast();
  const [savedToast, setSavedToast] = useState<number | null>(null);

  if (editing) {
    return (
      <BonusForm
        bonus={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
        onSaved={() => {
          setSavedToast(toast.show({ kind: 'success', message: t`Bonus byl uložen.` }));
          setEditing(null);
        }}
        onSubmitting={() => {
          if (savedToast !== null) toast.dismiss(savedToast);
          setSavedToast(null);
        }}
      />
    );
  }

  const columns: GridColumn<Bonus>[] = [
    {
      key: 'quality',
      header: t`Stav výkupu`,
      cell: (row) => (
        <Button variant="link" onClick={() => setEditing(row)}>
          {row.quality}
        </Button>
      ),
    },
    { key: 'manufacturer', header: t`Výrobce`, cell: (row) => row.manufacturer_name ?? t`Všichni` },
    { key: 'type_device', header: t`Typ zařízení`, cell: (row) => row.type_device_name ?? t`Všechny` },
    { key: 'percent', header: t`Bonus v %`, sortKey: 'percent', cell: (row) => `${row.percent} %` },
    { key: 'validity', header: t`Platnost`, cell: (row) => (row.valid_from || row.valid_to ? `${row.valid_from ?? '…'} – ${row.valid_to ?? '…'}` : t`Stále`) },
  ];

  return (
    <div data-testid="bonuses">
      <StaffTitle>
        <Trans>Bonusy za výkup</Trans>
      </StaffTitle>
      <p>
        <Button onClick={() => setEditing('new')}>
          <Trans>Nový bonus</Trans>
        </Button>
      </p>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Bonusy se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<Bonus>
          caption={t`Bonusy za výkup`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          rowName={(row) => `${row.quality} ${row.manufacturer_name ?? ''} ${row.type_device_name ?? ''}`.trim()}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat bonusy na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, bonusů: ${count}`,
            empty: t`Žádné bonusy.`,
          }}
        />
      )}
    </div>
  );
}
