import type { CategoryNode } from './categories';

/** For tests: a root category node as the tree and move calls answer it. */
export const sampleCategoryNode: CategoryNode = {
  id: 7,
  name: 'Telefony',
  seo_name: 'telefony',
  parent: null,
  position: 0,
  children: true,
  for_display: true,
  url_path: '/telefony/',
  product_count: 3,
};

/** For tests: values of the wrong JSON type for each field of a node, which `CategoryNodeSchema` refuses there. */
export const wrongCategoryNodeValues: Record<keyof CategoryNode, unknown[]> = {
  id: ['7', null, undefined],
  name: [1, null, undefined],
  seo_name: [1, null, undefined],
  parent: ['1', undefined, false],
  position: ['0', null, undefined],
  children: ['true', 1, null],
  for_display: [0, null, undefined],
  url_path: [null, 2, undefined],
  product_count: ['3', null, undefined],
};
