import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminUserList, type StaffUser } from '@shop/shared/contract/admin-users';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { UserForm } from './UserForm';
import { useUserGrid, type UserQuery } from './user-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: UserQuery = { page: 1, page_size: 25, ordering: 'email', state: 'active', search: '', markets: 'own' };

/** Staff users admin (AT-A4c/d): active staff by default, a state filter and a search in name or e-mail. */
export function UsersScreen() {
  const { t } = useLingui();
  const { query, values, filter, type, paging } = useGridQuery(adminUserList, { name: 'users', defaults: GRID_DEFAULTS });
  const grid = useUserGrid(query);
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);

  if (editing) return <UserForm user={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  const roleLabel = (role: StaffUser['role']) => (role === 'admin' ? t`Administrátor` : t`Zaměstnanec`);
  const columns: GridColumn<StaffUser>[] = [
    {
      key: 'email',
      header: t`E-mail`,
      sortKey: 'email',
      cell: (row) => (
        <Button variant="link" onClick={() => setEditing(row)}>
          {row.email}
        </Button>
      ),
    },
    { key: 'last_name', header: t`Celé jméno`, sortKey: 'last_name', cell: (row) => `${row.first_name} ${row.last_name}` },
    { key: 'role', header: t`Role`, cell: (row) => roleLabel(row.role) },
    { key: 'active', header: t`Stav`, cell: (row) => (row.active ? t`Aktivní` : t`Neaktivní`) },
    { key: 'market', header: t`Obchod`, cell: (row) => row.market ?? t`Všechny` },
  ];

  return (
    <div data-testid="staff-users">
      <StaffTitle>
        <Trans>Uživatelé administrace</Trans>
      </StaffTitle>
      <p>
        <Button onClick={() => setEditing('new')}>
          <Trans>Nový uživatel</Trans>
        </Button>
      </p>
      <FilterBar label={t`Filtry uživatelů`}>
        <Field label={t`Zobrazit`}>
          {(control) => (
            <Select
              {...control}
              value={values.state}
              options={[
                { value: 'active', label: t`Aktivní` },
                { value: 'inactive', label: t`Neaktivní` },
                { value: 'all', label: t`Všichni` },
              ]}
              onChange={(event) => filter({ state: event.target.value as UserQuery['state'] })}
            />
          )}
        </Field>
        <Field label={t`Obchod`}>
          {(control) => (
            <Select
              {...control}
              value={values.markets}
              options={[
                { value: 'own', label: t`Tento obchod` },
                { value: 'all', label: t`Všechny obchody` },
              ]}
              onChange={(event) => filter({ markets: event.target.value as UserQuery['markets'] })}
            />
          )}
        </Field>
        <FilterInput label={t`Hledat jméno nebo e-mail`} type="search" value={values.search} onChange={(search) => type({ search })} />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Uživatele se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<StaffUser>
          caption={t`Uživatelé administrace`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          rowName={(row) => row.email}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat uživatele na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, uživatelů: ${count}`,
            empty: t`Žádní uživatelé.`,
          }}
        />
      )}
    </div>
  );
}
