import * as v from 'valibot';
import { CategoryNodeSchema, categoriesMove } from './categories';
import { sampleCategoryNode, wrongCategoryNodeValues } from './category-node.fixture';

const node = sampleCategoryNode;

const wrongValues = wrongCategoryNodeValues;

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
