import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import { ASSIGNMENT_MAX, categoriesProductGrid, type ProductGridRow } from '@shop/shared/contract/categories';
import { Button } from '@shop/shared/ui/button';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useToast } from '@shop/shared/ui/toast';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { useAssignment, useGridChoices, useMatchingIds, useProductGrid, type GridQuery } from './queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: GridQuery = { page: 1, page_size: 25, ordering: 'name' };

/** The product-to-category grid (checklist AC-S1): filter, select rows (also all matching), pick categories, add or remove. */
export function ProductCategories() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { query, values, filter, type, paging } = useGridQuery(categoriesProductGrid, { name: 'products', defaults: GRID_DEFAULTS });
  const grid = useProductGrid(query, i18n.locale as Locale);
  const choices = useGridChoices(i18n.locale as Locale);
  const matchingIds = useMatchingIds();
  const { add, remove } = useAssignment();
  const { selected, setSelected, onSelectionChange } = useRowSelection();
  const [targets, setTargets] = useState<number[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // A new filter shows other products: ticks made under the old one would be saved unseen (740 selected, 647
  // shown), so they go, and a screen reader hears why the count dropped (docs/category-admin.md). Checked while
  // rendering, since the filter changes by typing, by a select, and by Back in the address alike.
  const filters = JSON.stringify({ ...values, page: undefined, ordering: undefined });
  const [filtersShown, setFiltersShown] = useState(filters);
  if (filters !== filtersShown) {
    setFiltersShown(filters);
    if (selected.size > 0) {
      setSelected(new Set());
      setAnnouncement(t`Filtr se změnil, výběr produktů byl zrušen.`);
    }
  }

  // One save changes at most ASSIGNMENT_MAX products (the server refuses more): ticks past it are refused here,
  // with the reason, instead of ending in the generic save error.
  const tick = (ids: number[], on: boolean) => {
    const adding = on ? ids.filter((id) => !selected.has(id)).length : 0;
    if (selected.size + adding > ASSIGNMENT_MAX) {
      const max = ASSIGNMENT_MAX;
      toast.show({ kind: 'warning', message: t`Najednou lze změnit nejvýše ${max} produktů. Zrušte část výběru nebo zužte filtr.` });
      return;
    }
    // Emptied, so the next filter change's message is new text and is read again.
    setAnnouncement('');
    onSelectionChange(ids, on);
  };

  const columns: GridColumn<ProductGridRow>[] = [
    { key: 'code', header: t`Kód`, cell: (row) => row.code, sortKey: 'code' },
    { key: 'name', header: t`Název`, cell: (row) => row.name, sortKey: 'name' },
    { key: 'manufacturer', header: t`Výrobce`, cell: (row) => row.manufacturer, sortKey: 'manufacturer' },
    { key: 'type', header: t`Typ`, cell: (row) => row.type_device, sortKey: 'type' },
    { key: 'categories', header: t`Kategorie`, cell: (row) => row.categories.map((category) => category.name).join(', ') },
  ];

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const { ids, count } = await matchingIds(query);
      setSelected(new Set(ids));
      // The server hands out at most one save's worth of ids (ASSIGNMENT_MAX): the rest must not look selected too.
      if (count > ids.length) {
        const taken = ids.length;
        toast.show({ kind: 'warning', message: t`Vybráno prvních ${taken} z ${count} odpovídajících produktů, víc jich jedno uložení nezmění. Zužte filtr.` });
      }
    } catch {
      toast.show({ kind: 'error', message: t`Produkty se nepodařilo vybrat.` });
    } finally {
      setSelectingAll(false);
    }
  };

  const apply = (mutation: typeof add) => {
    if (selected.size === 0 || targets.length === 0) {
      toast.show({ kind: 'warning', message: t`Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.` });
      return;
    }
    mutation.mutate(
      { body: { masterProductIds: [...selected], typeCategoryIds: targets } },
      {
        onSuccess: () => toast.show({ kind: 'success', message: t`Úspěšně uloženo.` }),
        onError: () => toast.show({ kind: 'error', message: t`Během ukládání došlo k chybě.` }),
      },
    );
  };

  const categoryOptions = (choices.categories.data ?? []).map((category) => ({ value: String(category.id), label: category.label }));

  return (
    <div data-testid="product-categories">
      <StaffTitle>
        <Trans>Přiřazení produktů do kategorií</Trans>
      </StaffTitle>
      <FilterBar label={t`Filtry produktů`}>
        <FilterInput label={t`Hledat`} type="search" value={values.search} onChange={(search) => type({ search })} />
        <FilterSelect
          label={t`Kategorie`}
          value={values.category === undefined ? undefined : String(values.category)}
          anyLabel={t`Všechny`}
          options={[{ value: 'none', label: t`Bez kategorie` }, ...categoryOptions]}
          onChange={(category) => filter({ category })}
        />
        <FilterSelect
          label={t`Výrobce`}
          value={values.manufacturer === undefined ? undefined : String(values.manufacturer)}
          anyLabel={t`Všichni`}
          options={(choices.manufacturers.data ?? []).map((maker) => ({ value: String(maker.id), label: maker.name }))}
          onChange={(manufacturer) => filter({ manufacturer })}
        />
        <FilterSelect
          label={t`Typ`}
          value={values.type_device === undefined ? undefined : String(values.type_device)}
          anyLabel={t`Všechny`}
          options={(choices.types.data ?? []).map((kind) => ({ value: String(kind.id), label: kind.name }))}
          onChange={(type_device) => filter({ type_device })}
        />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Produkty se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <>
          <Bar>
            <span aria-live="polite" data-testid="selected-count">
              <Trans>Vybráno produktů: {selected.size}</Trans>
            </span>
            <VisuallyHidden aria-live="polite" data-testid="grid-announcement">
              {announcement}
            </VisuallyHidden>
            <Button variant="secondary" busy={selectingAll} disabled={!grid.data} onClick={() => void selectAllMatching()}>
              <Trans>Vybrat všech {grid.data?.count ?? 0} odpovídajících</Trans>
            </Button>
            <Button variant="secondary" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
              <Trans>Zrušit výběr</Trans>
            </Button>
          </Bar>
          <PagedGrid<ProductGridRow>
            caption={t`Produkty`}
            columns={columns}
            rows={grid.data?.results ?? []}
            count={grid.data?.count ?? 0}
            {...paging}
            selected={selected}
            onSelectionChange={tick}
            rowName={(row) => row.name}
            busy={grid.isFetching}
            texts={{
              selectPage: t`Vybrat produkty na stránce`,
              page: (page, pages, count) => t`Stránka ${page} z ${pages}, produktů: ${count}`,
              empty: t`Žádné produkty neodpovídají filtru.`,
            }}
          />
        </>
      )}
      <Assign aria-labelledby="assign-heading">
        <h2 id="assign-heading">
          <Trans>Cílové kategorie</Trans>
        </h2>
        <label>
          <Trans>Kategorie k přidání nebo odebrání</Trans>
          <TargetSelect multiple value={targets.map(String)} onChange={(event) => setTargets([...event.target.selectedOptions].map((option) => Number(option.value)))}>
            {categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TargetSelect>
        </label>
        <Bar>
          <Button busy={add.isPending} onClick={() => apply(add)}>
            <Trans>Přidat do kategorií</Trans>
          </Button>
          <Button variant="secondary" busy={remove.isPending} onClick={() => apply(remove)}>
            <Trans>Odebrat z kategorií</Trans>
          </Button>
        </Bar>
      </Assign>
    </div>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const Assign = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const TargetSelect = styled.select`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.textarea};
`;
