import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminFileSet, AdminPhoto } from '@shop/shared/contract/admin-gallery';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { useRowSelection } from '@shop/shared/ui/grid/use-row-selection';
import { PagedGrid, type GridColumn } from '@shop/shared/ui/grid/PagedGrid';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useToast } from '@shop/shared/ui/toast';
import { PhotoUpload } from './PhotoUpload';
import { useGalleryWrites, usePhotoGrid } from './gallery-queries';

const PAGE_SIZE = 20;

/** One file set's photos, paged, with upload and delete (only photos no category shows). */
export function FileSetPhotos({ fileSet, onBack }: { fileSet: AdminFileSet; onBack: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const grid = usePhotoGrid(fileSet.id, page, PAGE_SIZE);
  const writes = useGalleryWrites();
  const { selected, onSelectionChange } = useRowSelection();

  const remove = async (photo: AdminPhoto) => {
    if (!window.confirm(t`Opravdu smazat tuto fotografii?`)) return;
    try {
      await writes.deletePhoto.mutateAsync({ params: { id: photo.id } });
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Fotografii se nepodařilo smazat.` });
    }
  };

  const columns: GridColumn<AdminPhoto>[] = [
    { key: 'preview', header: t`Náhled`, cell: (row) => <img src={row.url} alt={row.alt_cs} width={80} height={80} style={{ objectFit: 'contain' }} /> },
    { key: 'alt_cs', header: t`Popis česky`, cell: (row) => row.alt_cs },
    { key: 'alt_ro', header: t`Popis rumunsky`, cell: (row) => row.alt_ro },
    { key: 'used_by', header: t`Použito v kategoriích`, cell: (row) => String(row.used_by) },
    {
      key: 'actions',
      header: t`Akce`,
      cell: (row) =>
        row.used_by === 0 ? (
          <Button variant="danger" onClick={() => void remove(row)}>
            <Trans>Smazat</Trans>
          </Button>
        ) : null,
    },
  ];

  return (
    <section data-testid="gallery-photos">
      <h2>
        <Trans>Fotografie v sadě {fileSet.name}</Trans>
      </h2>
      <p>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Zpět na sady</Trans>
        </Button>
      </p>
      <PhotoUpload fileSetId={fileSet.id} />
      {grid.isError ? (
        <LoadFailed onRetry={() => void grid.refetch()}>
          <Trans>Fotografie se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <PagedGrid<AdminPhoto>
          caption={t`Fotografie`}
          columns={columns}
          rows={grid.data?.results ?? []}
          count={grid.data?.count ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onOrdering={() => undefined}
          onPage={setPage}
          selected={selected}
          onSelectionChange={onSelectionChange}
          rowName={(row) => row.alt_cs || String(row.id)}
          busy={grid.isFetching}
          texts={{
            selectPage: t`Vybrat fotografie na stránce`,
            page: (current, pages, count) => t`Stránka ${current} z ${pages}, fotografií: ${count}`,
            empty: t`Žádné fotografie.`,
          }}
        />
      )}
    </section>
  );
}
