import * as v from 'valibot';
import { CategoryNodeSchema, categoriesTree, type CategoryNode } from './categories';
import { sampleCategoryNode, wrongCategoryNodeValues } from './category-node.fixture';
import { toTreeColumns } from './category-tree-columns';

const root = sampleCategoryNode;
const child: CategoryNode = { ...root, id: 8, name: 'Apple', seo_name: 'apple', parent: 7, children: false, for_display: false, url_path: '/telefony/apple/', product_count: 0 };

const wrongValues = wrongCategoryNodeValues;

describe('tree answer as columns', () => {
  it('reads the columns back as the very nodes they were made of, in their order', () => {
    const wire = JSON.parse(JSON.stringify(toTreeColumns([root, child]))) as unknown;
    expect(Object.keys((wire as { columns: object }).columns).sort()).toEqual(Object.keys(root).sort());
    const { nodes } = v.parse(categoriesTree.response, wire);
    expect(nodes).toEqual([root, child]);
    for (const node of nodes) expect(v.is(CategoryNodeSchema, node)).toBe(true);
    expect(v.parse(categoriesTree.response, toTreeColumns([]))).toEqual({ nodes: [] });
  });

  it('refuses a column holding a value CategoryNodeSchema refuses in that field', () => {
    for (const [field, values] of Object.entries(wrongValues)) {
      for (const value of values) {
        expect(v.is(CategoryNodeSchema, { ...child, [field]: value })).toBe(false);
        const { columns } = toTreeColumns([root, child]);
        expect(v.is(categoriesTree.response, { columns: { ...columns, [field]: [columns[field as keyof CategoryNode][0], value] } })).toBe(false);
      }
    }
  });

  it('refuses columns of different lengths, a missing column and what is not columns', () => {
    const { columns } = toTreeColumns([root, child]);
    expect(v.is(categoriesTree.response, { columns: { ...columns, name: ['Telefony'] } })).toBe(false);
    expect(v.is(categoriesTree.response, { columns: { ...columns, id: [7] } })).toBe(false);
    const { url_path: _dropped, ...withoutAddress } = columns;
    expect(v.is(categoriesTree.response, { columns: withoutAddress })).toBe(false);
    for (const answer of [null, [], { nodes: [root] }, { columns: null }, { columns: [] }, { columns: { ...columns, id: {} } }, 'columns']) {
      expect(v.is(categoriesTree.response, answer)).toBe(false);
    }
  });
});
