import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { IdParamSchema } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// Gallery admin (issue #11, AT-A3 "gallery", AT-A4h/i): file sets and their photos. The category
// form's picker keeps using gallery.file-sets / gallery.photos. Staff only. docs/admin-tools.md.

const BASE = '/api/new/admin/gallery';

/** Raster types a browser shows everywhere. SVG is refused: it can carry script. */
export const GALLERY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Decoded bytes; the JSON body of the upload (base64) must stay under the server's 1 MiB body limit. */
export const GALLERY_PHOTO_MAX_BYTES = 700 * 1024;

const nameField = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(100, 'max_length'));
const altField = v.optional(v.pipe(textInput, v.trim(), v.maxLength(200, 'max_length')), '');

export const AdminFileSetSchema = v.object({ id: v.number(), name: v.string(), photo_count: v.number() });
export type AdminFileSet = v.InferOutput<typeof AdminFileSetSchema>;

export const AdminPhotoSchema = v.object({
  id: v.number(),
  url: v.string(),
  alt_cs: v.string(),
  alt_ro: v.string(),
  /** Categories showing it: a used photo cannot be deleted. */
  used_by: v.number(),
});
export type AdminPhoto = v.InferOutput<typeof AdminPhotoSchema>;

export const adminFileSetList = defineRoute({
  name: 'admin-gallery.file-sets',
  method: 'GET',
  path: `${BASE}/file-sets/`,
  auth: 'staff',
  query: pagedQuerySchema(['name', '-name', 'id', '-id'] as const, { term: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length')), '') }),
  response: pagedResponseSchema(AdminFileSetSchema),
});

export const adminFileSetCreate = defineRoute({
  name: 'admin-gallery.file-set-create',
  method: 'POST',
  path: `${BASE}/file-sets/`,
  auth: 'staff',
  body: v.object({ name: nameField }),
  response: AdminFileSetSchema,
});

const idParams = v.object({ id: IdParamSchema });

export const adminFileSetRename = defineRoute({
  name: 'admin-gallery.file-set-rename',
  method: 'PATCH',
  path: `${BASE}/file-sets/:id/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ name: nameField }),
  response: AdminFileSetSchema,
});

/** Only an empty file set: 409 while it has photos. */
export const adminFileSetDelete = defineRoute({
  name: 'admin-gallery.file-set-delete',
  method: 'DELETE',
  path: `${BASE}/file-sets/:id/`,
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});

export const adminPhotoList = defineRoute({
  name: 'admin-gallery.photos',
  method: 'GET',
  path: `${BASE}/file-sets/:id/photos/`,
  auth: 'staff',
  params: idParams,
  query: pagedQuerySchema(['id', '-id'] as const, {}),
  response: pagedResponseSchema(AdminPhotoSchema),
});

export const PhotoUploadSchema = v.object({
  file_name: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(200, 'max_length')),
  content_type: v.pipe(textInput, v.maxLength(100, 'max_length')),
  /** The file's bytes, base64; type and size are checked on the decoded bytes. */
  data_base64: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(Math.ceil(GALLERY_PHOTO_MAX_BYTES / 3) * 4 + 4, 'max_length')),
  alt_cs: altField,
  alt_ro: altField,
});

export const adminPhotoUpload = defineRoute({
  name: 'admin-gallery.photo-upload',
  method: 'POST',
  path: `${BASE}/file-sets/:id/photos/`,
  auth: 'staff',
  params: idParams,
  body: PhotoUploadSchema,
  response: AdminPhotoSchema,
});

export const adminPhotoUpdate = defineRoute({
  name: 'admin-gallery.photo-update',
  method: 'PATCH',
  path: `${BASE}/photos/:id/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ alt_cs: altField, alt_ro: altField }),
  response: AdminPhotoSchema,
});

/** Only a photo no category shows: 409 otherwise. */
export const adminPhotoDelete = defineRoute({
  name: 'admin-gallery.photo-delete',
  method: 'DELETE',
  path: `${BASE}/photos/:id/`,
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});

/** Where an uploaded photo's bytes are served (public, not a contract route: the answer is the image). */
export function galleryPhotoFileUrl(photoId: number): string {
  return `/api/new/gallery/photo-files/${photoId}/`;
}
