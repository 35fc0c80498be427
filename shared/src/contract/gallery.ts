import * as v from 'valibot';
import { IdParamSchema } from './input';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// The gallery calls of spec section 7 ("GET file sets by term; GET photos by fileset"): where the
// category form picks its `photo_id`. Staff only.

export const FileSetSchema = v.object({ id: v.number(), name: v.string(), photo_count: v.number() });
export type FileSet = v.InferOutput<typeof FileSetSchema>;

export const PhotoSchema = v.object({ id: v.number(), url: v.string(), alt: v.string() });
export type Photo = v.InferOutput<typeof PhotoSchema>;

/** File sets whose name holds `term` (every set when empty), at most 50, by name. */
export const galleryFileSets = defineRoute({
  name: 'gallery.file-sets',
  method: 'GET',
  path: '/api/new/gallery/file-sets/',
  auth: 'staff',
  query: v.object({ term: v.optional(v.pipe(textInput, v.maxLength(100, 'max_length')), '') }),
  response: v.array(FileSetSchema),
});

export const galleryPhotos = defineRoute({
  name: 'gallery.photos',
  method: 'GET',
  path: '/api/new/gallery/file-sets/:id/photos/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  response: v.array(PhotoSchema),
});
