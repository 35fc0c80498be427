import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { adminFileSetList, type AdminFileSet } from '@shop/shared/contract/admin-gallery';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { FilterBar } from '@shop/shared/ui/grid/FilterBar';
import { FilterInput } from '@shop/shared/ui/grid/FilterInput';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { useGridQuery } from '@shop/shared/ui/grid/use-grid-query';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useToast } from '@shop/shared/ui/toast';
import { FileSetPhotos } from './FileSetPhotos';
import { useFileSetGrid, useGalleryWrites, type FileSetQuery } from './gallery-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

const GRID_DEFAULTS: FileSetQuery = { page: 1, page_size: 25, ordering: 'name', term: '' };

/** Gallery admin (AT-A3, AT-A4h/i): file sets, searchable and paged; a set opens its photos. */
export function GalleryScreen() {
  const { t } = useLingui();
  const toast = useToast();
  const { query, values, type, paging } = useGridQuery(adminFileSetList, { name: 'file-sets', defaults: GRID_DEFAULTS });
  const grid = useFileSetGrid(query);
  const writes = useGalleryWrites();
  const { selected, onSelectionChange } = useRowSelection();
  const [open, setOpen] = useState<AdminFileSet | null>(null);
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<unknown>(null);

  if (open) return <FileSetPhotos fileSet={open} onBack={() => setOpen(null)} />;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await writes.createSet.mutateAsync({ body: { name: newName } });
      setNewName('');
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Sadu se nepodařilo uložit.` });
    }
  };
  const rename = async (fileSet: AdminFileSet) => {
    const name = window.prompt(t`Nový název sady`, fileSet.name);
    if (name === null) return;
    try {
      await writes.renameSet.mutateAsync({ params: { id: fileSet.id }, body: { name } });
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Sadu se nepodařilo uložit.` });
    }
  };
  const remove = async (fileSet: AdminFileSet) => {
    if (!window.confirm(t`Opravdu smazat sadu ${fileSet.name}?`)) return;
    try {
      await writes.deleteSet.mutateAsync({ params: { id: fileSet.id } });
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Sadu se nepodařilo smazat.` });
    }
  };

  const columns: GridColumn<AdminFileSet>[] = [
    {
      key: 'name',
      header: t`Sada souborů`,
      sortKey: 'name',
      cell: (row) => (
        <Button variant="link" onClick={() => setOpen(row)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'photo_count', header: t`Fotografií`, cell: (row) => String(row.photo_count) },
    {
      key: 'actions',
      header: t`Akce`,
      cell: (row) => (
        <>
          <Button variant="secondary" onClick={() => void rename(row)}>
            <Trans>Přejmenovat</Trans>
          </Button>{' '}
          {row.photo_count === 0 && (
            <Button variant="danger" onClick={() => void remove(row)}>
              <Trans>Smazat</Trans>
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <div data-testid="gallery">
      <StaffTitle>
        <Trans>Galerie</Trans>
      </StaffTitle>
      <form onSubmit={(event) => void create(event)} aria-label={t`Nová sada souborů`} noValidate>
        <Field label={t`Název nové sady`} errors={fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, ['name'])} required>
          {(control) => <Input {...control} value={newName} onChange={(event) => setNewName(event.target.value)} />}
        </Field>
        <Button type="submit" busy={writes.createSet.isPending}>
          <Trans>Založit sadu</Trans>
        </Button>
      </form>
      <FilterBar label={t`Filtry sad souborů`}>
        <FilterInput label={t`Hledat sadu`} type="search" value={values.term} onChange={(term) => type({ term })} />
      </FilterBar>
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Sady se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<AdminFileSet>
          caption={t`Sady souborů`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          {...paging}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.name}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat sady na stránce`,
            page: (page, pages, count) => t`Stránka ${page} z ${pages}, sad: ${count}`,
            empty: t`Žádné sady.`,
          }}
        />
      )}
    </div>
  );
}
