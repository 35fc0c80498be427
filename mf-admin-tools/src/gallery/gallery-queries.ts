import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFileSetCreate,
  adminFileSetDelete,
  adminFileSetList,
  adminFileSetRename,
  adminPhotoDelete,
  adminPhotoList,
  adminPhotoUpdate,
  adminPhotoUpload,
} from '@shop/shared/contract/admin-gallery';
import { galleryFileSets, galleryPhotos } from '@shop/shared/contract/gallery';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type FileSetQuery = NonNullable<RouteQuery<typeof adminFileSetList>>;

export function useFileSetGrid(query: FileSetQuery) {
  return useQuery({ ...queryFor(useApiClient(), adminFileSetList, { query }), placeholderData: keepPreviousData });
}

export function usePhotoGrid(fileSetId: number, page: number, pageSize: number) {
  return useQuery({ ...queryFor(useApiClient(), adminPhotoList, { params: { id: fileSetId }, query: { page, page_size: pageSize } }), placeholderData: keepPreviousData });
}

export function useGalleryWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // The category form's picker reads the plain gallery calls: refresh those too.
  const onSuccess = () =>
    Promise.all([adminFileSetList, adminPhotoList, galleryFileSets, galleryPhotos].map((route) => invalidateRoute(queryClient, route)));
  const write = { onSuccess, retry: false } as const;
  return {
    createSet: useMutation({ ...mutationFor(api, adminFileSetCreate), ...write }),
    renameSet: useMutation({ ...mutationFor(api, adminFileSetRename), ...write }),
    deleteSet: useMutation({ ...mutationFor(api, adminFileSetDelete), ...write }),
    upload: useMutation({ ...mutationFor(api, adminPhotoUpload), ...write }),
    updatePhoto: useMutation({ ...mutationFor(api, adminPhotoUpdate), ...write }),
    deletePhoto: useMutation({ ...mutationFor(api, adminPhotoDelete), ...write }),
  };
}
