import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '../../widget/render-in-widget';
import type { LabelledTreeItem, TreeItem } from './visible-rows';
import { dragAnnouncements, TREE_ROW_HEIGHT, VirtualTree } from './VirtualTree';

// jsdom lays nothing out and has no element scrolling: the tree gets a 480 px viewport and a recorded scrollTo.
const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollTop = options.top ?? 0;
  this.dispatchEvent(new Event('scroll'));
});
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
  // The virtualiser clamps a scroll to scrollHeight - clientHeight: room for 10,000 rows.
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(10_000 * TREE_ROW_HEIGHT);
  Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, value: scrollTo });
});
beforeEach(() => scrollTo.mockClear());

const roots = (count: number): LabelledTreeItem[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, label: `Kategorie ${index + 1}`, parent: null, position: index }));

function renderTree(items: LabelledTreeItem[], selectedId: number | null, handlers: { onMove?: jest.Mock; onMoveRefused?: jest.Mock } = {}) {
  renderInWidget(
    <VirtualTree
      items={items}
      expanded={new Set()}
      selectedId={selectedId}
      onSelect={() => {}}
      onToggle={() => {}}
      onMove={handlers.onMove ?? jest.fn()}
      onMoveRefused={handlers.onMoveRefused ?? jest.fn()}
      label="Kategorie"
    />,
  );
  return screen.getByRole('tree', { name: 'Kategorie' });
}

test('an Alt + arrow move that cannot happen is reported, not dropped', () => {
  const onMove = jest.fn();
  const onMoveRefused = jest.fn();
  const tree = renderTree(roots(3), 1, { onMove, onMoveRefused });
  fireEvent.keyDown(tree, { key: 'ArrowUp', altKey: true });
  fireEvent.keyDown(tree, { key: 'ArrowLeft', altKey: true });
  expect(onMoveRefused.mock.calls).toEqual([
    [1, 'up'],
    [1, 'outdent'],
  ]);
  expect(onMove).not.toHaveBeenCalled();
  fireEvent.keyDown(tree, { key: 'ArrowDown', altKey: true });
  expect(onMove).toHaveBeenCalledWith({ id: 1, target: 2, position: 'right' });
});

test('a selected row far below the view (a deep link in 10,000 nodes) is scrolled to on first render', async () => {
  renderTree(roots(10_000), 9000);
  expect(scrollTo).toHaveBeenCalled();
  const top = (scrollTo.mock.calls.at(-1)![0] as ScrollToOptions).top!;
  // Centred: the row's top is within one view of where it lies.
  expect(top).toBeGreaterThan(8999 * TREE_ROW_HEIGHT - 480);
  expect(top).toBeLessThanOrEqual(8999 * TREE_ROW_HEIGHT);
  expect(await screen.findByRole('treeitem', { name: 'Kategorie 9000' })).toHaveAttribute('aria-selected', 'true');
});

test('a selected row already in view does not move the tree', () => {
  renderTree(roots(10_000), 3);
  // The virtualiser's own start at offset 0 is the only scroll.
  expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([0]);
});

test('the box is as tall as a few rows, and no taller than its height with many', () => {
  expect(renderTree(roots(4), null).style.height).toBe(`${4 * TREE_ROW_HEIGHT}px`);
  document.body.innerHTML = '';
  expect(renderTree(roots(10_000), null).style.height).toBe('480px');
});

test('items without a label are searched and shown through itemLabel', () => {
  const items = [
    { id: 1, name: 'Telefony', parent: null, position: 0 },
    { id: 2, name: 'Příslušenství', parent: null, position: 1 },
    { id: 3, name: 'Kabely', parent: 2, position: 0 },
  ];
  const nameOf = (item: TreeItem & { name: string }) => item.name;
  renderInWidget(
    <VirtualTree items={items} itemLabel={nameOf} expanded={new Set()} search="kabel" selectedId={null} onSelect={() => {}} onToggle={() => {}} onMove={jest.fn()} onMoveRefused={jest.fn()} label="Kategorie" />,
  );
  expect(screen.getAllByRole('treeitem').map((row) => row.textContent?.replace(/[▾▸]/g, ''))).toEqual(['Příslušenství', 'Kabely']);
});

test('drag announcements name the rows by label in the texts given, and leave the drop to the caller', () => {
  const labels = new Map<number | string, string>([[1, 'Telefony'], [5, 'Tablety']]);
  const said = dragAnnouncements(
    { instructions: '', pickedUp: (label) => `up ${label}`, over: (label, target) => `${label} over ${target}`, notOver: (label) => `${label} nowhere`, cancelled: (label) => `${label} back` },
    (id) => labels.get(id) ?? '',
  );
  const drag = (id: number) => ({ id }) as never;
  expect(said.onDragStart({ active: drag(1) })).toBe('up Telefony');
  expect(said.onDragOver({ active: drag(1), over: drag(5) })).toBe('Telefony over Tablety');
  expect(said.onDragOver({ active: drag(1), over: null })).toBe('Telefony nowhere');
  expect(said.onDragCancel({ active: drag(1), over: null })).toBe('Telefony back');
  expect(said.onDragEnd({ active: drag(1), over: drag(5) })).toBeUndefined();
});
