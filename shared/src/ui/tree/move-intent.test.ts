import { applyMove, commandIntent, isWithin, returnIntent, type MoveIntent } from './move-intent';
import { indexChildren, ownLabel, visibleRows, type LabelledTreeItem } from './visible-rows';

const items: LabelledTreeItem[] = [
  { id: 1, parent: null, position: 0, label: 'Telefony' },
  { id: 2, parent: 1, position: 0, label: 'Apple' },
  { id: 3, parent: 1, position: 1, label: 'Samsung' },
  { id: 4, parent: 1, position: 2, label: 'Xiaomi' },
  { id: 5, parent: null, position: 1, label: 'Příslušenství' },
];
const byId = new Map(items.map((item) => [item.id, item]));
const order = (tree: LabelledTreeItem[], parent: number | null) =>
  tree
    .filter((item) => item.parent === parent)
    .sort((a, b) => a.position - b.position)
    .map((item) => `${item.id}@${item.position}`);

describe('tree moves', () => {
  test('keyboard commands name the server move', () => {
    const children = indexChildren(items);
    expect(commandIntent(children, byId, 3, 'up')).toEqual({ id: 3, target: 2, position: 'left' });
    expect(commandIntent(children, byId, 3, 'down')).toEqual({ id: 3, target: 4, position: 'right' });
    expect(commandIntent(children, byId, 3, 'indent')).toEqual({ id: 3, target: 2, position: 'first-child' });
    expect(commandIntent(children, byId, 3, 'outdent')).toEqual({ id: 3, target: 1, position: 'right' });
    expect(commandIntent(children, byId, 2, 'up')).toBeUndefined();
    expect(commandIntent(children, byId, 1, 'outdent')).toBeUndefined();
  });

  test('a move renumbers old and new siblings from 0 without gaps', () => {
    const moved = applyMove(items, { id: 3, target: 5, position: 'first-child' });
    expect(order(moved, 1)).toEqual(['2@0', '4@1']);
    expect(order(moved, 5)).toEqual(['3@0']);
    expect(order(applyMove(items, { id: 4, target: 2, position: 'left' }), 1)).toEqual(['4@0', '2@1', '3@2']);
    expect(order(applyMove(items, { id: 2, target: 4, position: 'right' }), 1)).toEqual(['3@0', '4@1', '2@2']);
  });

  test('a node never goes into itself or below itself', () => {
    expect(isWithin(byId, 3, 1)).toBe(true);
    expect(isWithin(byId, 5, 1)).toBe(false);
    expect(applyMove(items, { id: 1, target: 3, position: 'first-child' })).toEqual(items);
  });

  test('search shows matches with their ancestors, accents ignored', () => {
    const rows = visibleRows(indexChildren(items), new Set(), 'xiaomi', ownLabel);
    expect(rows.map((row) => row.item.id)).toEqual([1, 4]);
    expect(visibleRows(indexChildren(items), new Set(), 'prislus', ownLabel).map((row) => row.item.id)).toEqual([5]);
    expect(visibleRows(indexChildren(items), new Set([1]), '', ownLabel).map((row) => row.item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleRows(indexChildren(items), new Set(), '', ownLabel).map((row) => row.item.id)).toEqual([1, 5]);
  });
});

describe('undo of a move', () => {
  const undone = (move: MoveIntent) => {
    const back = returnIntent(items, move.id)!;
    return applyMove(applyMove(items, move), back);
  };
  const shape = (tree: LabelledTreeItem[]) => [null, 1, 5, 2].map((parent) => order(tree, parent));

  test('each kind of move is put back exactly, positions included', () => {
    const moves: MoveIntent[] = [
      { id: 3, target: 2, position: 'left' },
      { id: 2, target: 4, position: 'right' },
      { id: 4, target: 5, position: 'first-child' },
      { id: 2, target: 1, position: 'right' },
      { id: 1, target: 5, position: 'right' },
      { id: 5, target: 1, position: 'first-child' },
    ];
    for (const move of moves) expect(shape(undone(move))).toEqual(shape(items));
  });

  test('names the sibling before, else the parent, else the root after', () => {
    expect(returnIntent(items, 3)).toEqual({ id: 3, target: 2, position: 'right' });
    expect(returnIntent(items, 2)).toEqual({ id: 2, target: 1, position: 'first-child' });
    expect(returnIntent(items, 1)).toEqual({ id: 1, target: 5, position: 'left' });
    expect(returnIntent([items[0]!], 1)).toBeUndefined();
  });
});
