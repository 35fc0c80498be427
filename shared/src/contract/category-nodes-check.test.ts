import * as v from 'valibot';
import { CategoryNodeSchema, categoriesMove, type CategoryNode } from './categories';

const node: CategoryNode = {
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

/** One field changed to a value of the wrong JSON type, for each field of a node. */
const wrongValues: Record<keyof CategoryNode, unknown[]> = {
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

describe('move answer check (plain type checks instead of valibot objects)', () => {
  it('accepts what CategoryNodeSchema accepts and keeps the very nodes it was given', () => {
    const answer = { nodes: [node, { ...node, id: 8, parent: 7, children: false, for_display: false }] };
    for (const node of answer.nodes) expect(v.is(CategoryNodeSchema, node)).toBe(true);
    const checked = v.parse(categoriesMove.response, answer);
    expect(checked.nodes[1]).toBe(answer.nodes[1]);
    expect(v.parse(categoriesMove.response, { nodes: [] })).toEqual({ nodes: [] });
  });

  it('refuses every node CategoryNodeSchema refuses, field by field', () => {
    for (const [field, values] of Object.entries(wrongValues)) {
      for (const value of values) {
        const broken = { ...node, [field]: value };
        expect(v.is(CategoryNodeSchema, broken)).toBe(false);
        expect(v.is(categoriesMove.response, { nodes: [node, broken] })).toBe(false);
      }
    }
  });

  it('refuses an answer that is not a node list', () => {
    for (const answer of [null, [], { nodes: null }, { nodes: {} }, { nodes: [null] }, { nodes: [[]] }, 'nodes']) {
      expect(v.is(categoriesMove.response, answer)).toBe(false);
    }
  });
});
