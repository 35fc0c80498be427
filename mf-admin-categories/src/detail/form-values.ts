import type { CategoryDetail, CategoryFields } from '@shop/shared/contract/categories';

/** The form as typed: text stays text until save, so nothing staff typed is lost on a refusal. */
export interface FormValues {
  name: string;
  seo_name: string;
  parent: string;
  for_display: boolean;
  for_buyout: boolean;
  for_service: boolean;
  filterable: boolean;
  manufacturers: number[];
  photo_id: number | null;
  type_device: string;
  meilisearch_boost: string;
}

/** AC-E1 defaults: shown, boost "1". */
export function emptyValues(parent: number | null): FormValues {
  return {
    name: '',
    seo_name: '',
    parent: parent === null ? '' : String(parent),
    for_display: true,
    for_buyout: false,
    for_service: false,
    filterable: false,
    manufacturers: [],
    photo_id: null,
    type_device: '',
    meilisearch_boost: '1',
  };
}

export function valuesOf(detail: CategoryDetail): FormValues {
  return {
    name: detail.name,
    seo_name: detail.seo_name,
    parent: detail.parent === null ? '' : String(detail.parent),
    for_display: detail.for_display,
    for_buyout: detail.for_buyout,
    for_service: detail.for_service,
    filterable: detail.filterable,
    manufacturers: detail.manufacturers,
    photo_id: detail.photo_id,
    type_device: detail.type_device === null ? '' : String(detail.type_device),
    meilisearch_boost: detail.meilisearch_boost,
  };
}

/** The body: the comma of the boost becomes a dot here too, as the server would store it. */
export function bodyOf(values: FormValues): CategoryFields {
  return {
    ...values,
    parent: values.parent === '' ? null : Number(values.parent),
    type_device: values.type_device === '' ? null : Number(values.type_device),
    meilisearch_boost: values.meilisearch_boost.trim().replace(',', '.'),
  };
}

/** A URL-safe seo_name proposed from the name while staff have not typed one. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
