import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { REVIEW_RATING_MAX, REVIEW_STATUSES, reviewStaffList, type StaffReview } from '@shop/shared/contract/reviews';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useReviewDecision, useReviewGrid, type ReviewGridQuery } from './queries';
import { reviewsStore } from './reviews-store';
import { useStatusLabel } from './status-label';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** Pending reviews first, as they are what staff come for. */
const GRID_DEFAULTS: ReviewGridQuery = { page: 1, page_size: 25, ordering: '-created_at', status: 'pending' };

/** AT-R5: the market's reviews, paged by the server, filtered by product, status, rating and day; approve the selected at once. */
export function ReviewsGrid() {
  const { t, i18n } = useLingui();
  // In the address, the grid comes back as it was when staff return from a review (the grid is unmounted meanwhile).
  const { query, values, filter, type, paging } = useGridQuery(reviewStaffList, { name: 'reviews', defaults: GRID_DEFAULTS });
  const open = useStore(reviewsStore, (state) => state.open);
  const grid = useReviewGrid(query);
  const decide = useReviewDecision();
  const statusLabel = useStatusLabel();
  const { selected, setSelected, onSelectionChange } = useRowSelection();
  const filterErrors = isApiError(grid.error) ? grid.error.fieldErrors : null;

  const approveSelected = async () => {
    for (const id of selected) await decide.mutateAsync({ params: { pk: id }, body: { approved: true } });
    setSelected(new Set());
  };

  const columns: GridColumn<StaffReview>[] = [
    { key: 'created', header: t`Vytvořeno`, cell: (row) => i18n.date(row.created_at, { dateStyle: 'short', timeStyle: 'short' }), sortKey: 'created_at' },
    { key: 'product', header: t`Produkt`, cell: (row) => row.product_name },
    { key: 'rating', header: t`Hodnocení`, cell: (row) => `${row.rating}/${REVIEW_RATING_MAX}`, sortKey: 'rating' },
    { key: 'author', header: t`Autor`, cell: (row) => row.full_name },
    { key: 'status', header: t`Stav`, cell: (row) => statusLabel(row.status) },
    { key: 'verified', header: t`Ověřený nákup`, cell: (row) => (row.verified_purchase ? t`Ano` : t`Ne`) },
    {
      key: 'open',
      header: t`Akce`,
      cell: (row) => (
        <Button variant="link" onClick={() => open(row.id)}>
          {t`Otevřít recenzi od ${row.full_name}`}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="reviews-grid">
      <StaffTitle>
        <Trans>Recenze produktů</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry recenzí`}>
        <FilterInput label={t`Produkt`} type="search" value={values.product} onChange={(product) => type({ product })} />
        <FilterSelect
          label={t`Stav`}
          value={values.status}
          anyLabel={t`Všechny`}
          options={REVIEW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(status) => filter({ status })}
        />
        <FilterSelect
          label={t`Hodnocení`}
          value={values.rating}
          anyLabel={t`Všechna`}
          options={Array.from({ length: REVIEW_RATING_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          onChange={(rating) => filter({ rating })}
        />
        <FilterInput label={t`Od`} type="date" value={values.created_from} onChange={(created_from) => filter({ created_from })} />
        <FilterInput label={t`Do`} type="date" value={values.created_to} onChange={(created_to) => filter({ created_to })} />
      </FilterBar>
      {filterErrors &&
        Object.keys(filterErrors).flatMap((field) =>
          fieldErrorsAt(filterErrors, [field]).map((message) => (
            <p role="alert" key={`${field}-${message}`}>
              {message}
            </p>
          )),
        )}
      {grid.isError && !filterErrors ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Recenze se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <>
          <Bar>
            <span aria-live="polite">
              <Trans>Vybráno recenzí: {selected.size}</Trans>
            </span>
            <Button disabled={selected.size === 0} busy={decide.isPending} onClick={() => void approveSelected()}>
              <Trans>Schválit vybrané</Trans>
            </Button>
          </Bar>
          <PagedGrid<StaffReview>
            caption={t`Recenze`}
            columns={columns}
            rows={grid.data?.results ?? []}
            count={grid.data?.count ?? 0}
            {...paging}
            selected={selected}
            onSelectionChange={onSelectionChange}
            rowName={(row) => `${row.full_name}, ${row.product_name}`}
            busy={grid.isFetching}
            texts={{
              selectPage: t`Vybrat recenze na stránce`,
              page: (page, pages, count) => t`Stránka ${page} z ${pages}, recenzí: ${count}`,
              empty: t`Žádné recenze neodpovídají filtru.`,
            }}
          />
        </>
      )}
    </div>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;
