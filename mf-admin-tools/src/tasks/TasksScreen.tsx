import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TASK_VIEWS, taskList, type Task, type TaskView } from '@shop/shared/contract/admin-tasks';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useMarket } from '@shop/shared/i18n/market-context';
import { deskSearchAddress } from '@shop/shared/routing/desk-search';
import { ShopLink } from '@shop/shared/routing/ShopLink';
import { TaskForm } from './TaskForm';
import { useTaskGrid, type TaskQuery } from './task-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: TaskQuery = { page: 1, page_size: 25, ordering: 'due_date', view: 'mine' };

/** The desk whose grid finds a task's subject by its number. */
const SUBJECT_DESKS = { order: 'adminOrders', buyout: 'adminBuyouts', service_order: 'adminService' } as const;

/** Tasks admin (AT-T1): the market's staff to-dos, "mine" first, by due day. */
export function TasksScreen() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const { query, filter, paging } = useGridQuery(taskList, { name: 'tasks', defaults: GRID_DEFAULTS });
  const grid = useTaskGrid(query);
  const { selected, onSelectionChange } = useRowSelection();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);

  if (editing) return <TaskForm task={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  const viewLabels: Record<TaskView, string> = { mine: t`Moje otevřené`, open: t`Otevřené`, overdue: t`Po termínu`, done: t`Hotové`, all: t`Všechny` };
  const subjectLabels: Record<Task['subject_kind'], string> = { none: '', order: t`Objednávka`, buyout: t`Výkup`, service_order: t`Servisní zakázka` };
  const columns: GridColumn<Task>[] = [
    {
      key: 'title',
      header: t`Úkol`,
      cell: (row) => (
        <Button variant="link" onClick={() => setEditing(row)}>
          {row.title}
        </Button>
      ),
    },
    {
      key: 'subject',
      header: t`Týká se`,
      cell: (row) =>
        row.subject_kind === 'none' ? '' : <ShopLink to={deskSearchAddress(market, SUBJECT_DESKS[row.subject_kind], row.subject_ref)}>{`${subjectLabels[row.subject_kind]} ${row.subject_ref}`}</ShopLink>,
    },
    { key: 'assignee', header: t`Řešitel`, cell: (row) => row.assignee_name ?? t`Nikdo` },
    {
      key: 'due_date',
      header: t`Termín`,
      sortKey: 'due_date',
      cell: (row) => (row.due_date ? `${i18n.date(`${row.due_date}T12:00:00`, { dateStyle: 'short' })}${row.overdue ? ` (${t`po termínu`})` : ''}` : ''),
    },
    { key: 'status', header: t`Stav`, cell: (row) => (row.status === 'done' ? t`Hotový` : t`Otevřený`) },
  ];

  return (
    <div data-testid="staff-tasks">
      <StaffTitle>
        <Trans>Úkoly</Trans>
      </StaffTitle>
      <p>
        <Button onClick={() => setEditing('new')}>
          <Trans>Nový úkol</Trans>
        </Button>
      </p>
      <FilterBar label={t`Filtry úkolů`}>
        <Field label={t`Zobrazit`}>
          {(control) => (
            <Select
              {...control}
              value={query.view}
              options={TASK_VIEWS.map((view) => ({ value: view, label: viewLabels[view] }))}
              onChange={(event) => filter({ view: event.target.value as TaskView })}
            />
          )}
        </Field>
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Úkoly se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<Task>
          caption={t`Úkoly`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.title}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat úkoly na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, úkolů: ${count}`,
            empty: t`Žádné úkoly.`,
          }}
        />
      )}
    </div>
  );
}
