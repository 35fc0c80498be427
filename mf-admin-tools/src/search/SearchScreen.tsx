import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ZERO_RESULTS_DAYS, type SynonymGroup } from '@shop/shared/contract/admin-search';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { SynonymForm } from './SynonymForm';
import { useSynonymGroups } from './search-queries';
import { ZeroResultReport } from './ZeroResultReport';
import { StaffTitle } from '@shop/shared/ui/staff-page';
import { TableScroll } from '@shop/shared/ui/table-scroll';

/** The catalogue search's staff tools (docs/search.md): the market's synonym groups and the searches that found nothing. */
export function SearchScreen() {
  const { t, i18n } = useLingui();
  const groups = useSynonymGroups(i18n.locale as Locale);
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);

  if (editing) return <SynonymForm group={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  const rows = groups.data?.results ?? [];
  return (
    <div data-testid="admin-search">
      <StaffTitle>
        <Trans>Vyhledávání</Trans>
      </StaffTitle>
      <h2>
        <Trans>Synonyma</Trans>
      </h2>
      <p>
        <Button onClick={() => setEditing('new')}>
          <Trans>Nová skupina synonym</Trans>
        </Button>
      </p>
      {groups.isError ? (
        <LoadFailed onRetry={() => void groups.refetch()}>
          <Trans>Synonyma se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <TableScroll label={t`Skupiny synonym`}>
          <table aria-busy={groups.isFetching}>
            <caption>
              <Trans>Skupiny synonym</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Výrazy</Trans>
                </th>
                <th scope="col">
                  <Trans>Druh zboží</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Button variant="link" onClick={() => setEditing(row)}>
                      {row.terms.join(', ')}
                    </Button>
                  </td>
                  <td>{row.type_device_name ?? t`Žádný`}</td>
                </tr>
              ))}
              {rows.length === 0 && !groups.isPending && (
                <tr>
                  <td colSpan={2}>
                    <Trans>Žádná synonyma.</Trans>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h2>
        <Trans>Hledání bez výsledků za posledních {ZERO_RESULTS_DAYS} dní</Trans>
      </h2>
      <ZeroResultReport />
    </div>
  );
}
