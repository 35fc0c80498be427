import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { focusRing } from '../focus-ring';

export interface GridColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The `ordering` value that sorts by this column (`-` added for descending); absent: not sortable. */
  sortKey?: string;
}

/**
 * What only the screen can say (what its rows are). The footer's "previous" / "next" and the row checkbox's
 * "Vybrat <row>" are the same on every grid, so they default to the shared catalog's texts.
 */
export interface PagedGridTexts {
  selectRow?: (row: string) => string;
  selectPage: string;
  previous?: string;
  next?: string;
  page: (page: number, pages: number, count: number) => string;
  empty: string;
}

export interface PagedGridProps<T extends { id: number }> {
  caption: string;
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  /** Matching rows over all pages. */
  count: number;
  page: number;
  pageSize: number;
  ordering?: string;
  onOrdering: (ordering: string) => void;
  onPage: (page: number) => void;
  /**
   * The ticked rows and their setter. Leave both out when the screen has nothing to do with a selection: a checkbox
   * that does nothing is worse than none (issue #33).
   */
  selected?: ReadonlySet<number>;
  onSelectionChange?: (ids: number[], selected: boolean) => void;
  /** What identifies a row to a screen reader in its checkbox label. */
  rowName: (row: T) => string;
  texts: PagedGridTexts;
  busy?: boolean;
}

/**
 * A server-paged, server-sorted table with row selection that survives paging (the caller keeps
 * the selected ids). Sorting and paging are the server's, so the only table state is three
 * values the caller owns; headers say their sort with `aria-sort`.
 */
export function PagedGrid<T extends { id: number }>({
  caption,
  columns,
  rows,
  count,
  page,
  pageSize,
  ordering,
  onOrdering,
  onPage,
  selected,
  onSelectionChange,
  rowName,
  texts: screenTexts,
  busy = false,
}: PagedGridProps<T>) {
  const { t } = useLingui();
  const texts = { selectRow: (name: string) => t`Vybrat ${name}`, previous: t`Předchozí`, next: t`Další`, ...screenTexts };
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const pageIds = rows.map((row) => row.id);
  const selectable = selected !== undefined && onSelectionChange !== undefined;
  const allOnPage = selectable && pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const sortState = (column: GridColumn<T>) => {
    if (!column.sortKey) return undefined;
    if (ordering === column.sortKey) return 'ascending';
    if (ordering === `-${column.sortKey}`) return 'descending';
    return 'none';
  };
  return (
    <div>
      {/* On a phone the table scrolls sideways: the box is a named stop in the tab order, so arrow keys can scroll it. */}
      <Scroll tabIndex={0} role="region" aria-label={caption}>
        <Table aria-busy={busy}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col">
                  <input type="checkbox" aria-label={texts.selectPage} checked={allOnPage} onChange={(event) => onSelectionChange(pageIds, event.target.checked)} />
                </th>
              )}
              {columns.map((column) => {
                const sort = sortState(column);
                return (
                  <th key={column.key} scope="col" aria-sort={sort}>
                    {column.sortKey ? (
                      <SortButton type="button" onClick={() => onOrdering(sort === 'ascending' ? `-${column.sortKey}` : column.sortKey!)}>
                        {column.header}
                        <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selectable ? 1 : 0)}>{texts.empty}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} aria-selected={selectable ? selected.has(row.id) : undefined}>
                  {selectable && (
                    <td>
                      <input type="checkbox" aria-label={texts.selectRow(rowName(row))} checked={selected.has(row.id)} onChange={(event) => onSelectionChange([row.id], event.target.checked)} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      <Pager aria-label={texts.page(page, pages, count)}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        <span aria-live="polite">{texts.page(page, pages, count)}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </Pager>
    </div>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  ${focusRing}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.spacing.sm} 0;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  }
  tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

const SortButton = styled.button`
  background: none;
  border: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  padding: 0;
  &:focus-visible {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
  }
`;

const Pager = styled.nav`
  display: flex;
  /* Long button names (Romanian) and the page text do not fit one 375 px line. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  padding-top: ${({ theme }) => theme.spacing.sm};
`;
