import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { REVIEW_RATING_MAX, REVIEW_STATUSES, type ReviewStatus, type StaffReview } from '@shop/shared/contract/reviews';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { Input } from '@shop/shared/ui/input';
import { Button } from '@shop/shared/ui/button';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { useReviewDecision, useReviewGrid } from './queries';
import { REVIEW_GRID_PAGE_SIZE, reviewsStore } from './reviews-store';
import { useStatusLabel } from './status-label';

/** AT-R5: the market's reviews, paged by the server, filtered by product, status, rating and day; approve the selected at once. */
export function ReviewsGrid() {
  const { t, i18n } = useLingui();
  const query = useStore(reviewsStore, (state) => state.query);
  const { filter, setQuery, open } = useStore(reviewsStore);
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
      <h1>
        <Trans>Recenze produktů</Trans>
      </h1>
      <Filters role="search" aria-label={t`Filtry recenzí`}>
        <label>
          <Trans>Produkt</Trans>
          <Input type="search" value={query.product ?? ''} onChange={(event) => filter({ product: event.target.value || undefined })} />
        </label>
        <label>
          <Trans>Stav</Trans>
          <Select
            value={query.status ?? ''}
            placeholder={t`Všechny`}
            options={REVIEW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            onChange={(event) => filter({ status: (event.target.value || undefined) as ReviewStatus | undefined })}
          />
        </label>
        <label>
          <Trans>Hodnocení</Trans>
          <Select
            value={query.rating ?? ''}
            placeholder={t`Všechna`}
            options={Array.from({ length: REVIEW_RATING_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
            onChange={(event) => filter({ rating: event.target.value || undefined })}
          />
        </label>
        <label>
          <Trans>Od</Trans>
          <Input type="date" value={query.created_from ?? ''} onChange={(event) => filter({ created_from: event.target.value || undefined })} />
        </label>
        <label>
          <Trans>Do</Trans>
          <Input type="date" value={query.created_to ?? ''} onChange={(event) => filter({ created_to: event.target.value || undefined })} />
        </label>
      </Filters>
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
            page={Number(query.page ?? 1)}
            pageSize={REVIEW_GRID_PAGE_SIZE}
            ordering={query.ordering}
            onOrdering={(ordering) => setQuery({ ordering: ordering as typeof query.ordering, page: 1 })}
            onPage={(page) => setQuery({ page })}
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

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;
