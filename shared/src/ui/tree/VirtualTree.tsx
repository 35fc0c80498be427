import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { commandIntent, type DropPosition, type MoveCommand, type MoveIntent } from './move-intent';
import { indexChildren, visibleRows, type LabelledTreeItem, type TreeItem, type TreeRow } from './visible-rows';

export const TREE_ROW_HEIGHT = 32;

interface TreeProps<T extends TreeItem> {
  items: readonly T[];
  expanded: ReadonlySet<number>;
  search?: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onToggle: (id: number) => void;
  /** A drop or a keyboard move (Alt + arrows); the caller applies it and announces the outcome. */
  onMove: (intent: MoveIntent) => void;
  /** An Alt + arrow move that cannot happen (first sibling up, a root outdented): the caller announces it. */
  onMoveRefused: (id: number, command: MoveCommand) => void;
  /** The tree's accessible name. */
  label: string;
  renderLabel?: (item: T) => ReactNode;
  /** The most the box grows to; with fewer rows it is as tall as they are. */
  height?: number;
  idPrefix?: string;
  /**
   * What a screen reader hears while a row is dragged, in the page's language and by the rows' labels: dnd-kit's own
   * texts are English and name the ids. The drop itself is announced by the caller, which knows whether the move held.
   */
  dragTexts?: TreeDragTexts;
}

/** The drag announcements of a tree, given the dragged row's label and the label of the row under it. */
export interface TreeDragTexts {
  instructions: string;
  pickedUp: (label: string) => string;
  over: (label: string, targetLabel: string) => string;
  notOver: (label: string) => string;
  cancelled: (label: string) => string;
}

/**
 * The text search matches and a row shows: `itemLabel`, or the items' own `label`. A function instead of a field,
 * so a caller does not copy 10,000 nodes to add one (docs/category-admin.md, "Speed with a 10,000-node tree"); `label` items stay
 * served as before (a remote built before `itemLabel` runs on this shell's copy of the tree).
 */
type LabelSource<T extends TreeItem> = { itemLabel: (item: T) => string } | (T extends LabelledTreeItem ? { itemLabel?: undefined } : never);

export type VirtualTreeProps<T extends TreeItem> = TreeProps<T> & LabelSource<T>;

/** Without `itemLabel` the props' type says the items carry `label`. One function, so the rows are not rebuilt per render. */
const ownLabelOf = (item: TreeItem): string => (item as LabelledTreeItem).label;

const KEY_COMMANDS: Record<string, MoveCommand> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' };

/** Where on the row the dragged node's middle was dropped: top third before, bottom third after, else into. */
export function dropPosition(pointerY: number, rowTop: number, rowHeight: number): DropPosition {
  const fraction = (pointerY - rowTop) / rowHeight;
  if (fraction < 1 / 3) return 'left';
  if (fraction > 2 / 3) return 'right';
  return 'first-child';
}

/** dnd-kit's announcements told in the caller's texts by the rows' labels; the drop is left to the caller (`onMove`). */
export function dragAnnouncements(texts: TreeDragTexts, labelById: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => texts.pickedUp(labelById(active.id)),
    onDragOver: ({ active, over }) => (over ? texts.over(labelById(active.id), labelById(over.id)) : texts.notOver(labelById(active.id))),
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => texts.cancelled(labelById(active.id)),
  };
}

/**
 * A WAI-ARIA tree that renders only the rows in view (TanStack Virtual), so 10,000 nodes cost what
 * 30 do. Focus stays on the tree and `aria-activedescendant` names the active row, because rows
 * scrolled out of view no longer exist. Arrows walk and open, Enter selects, Alt + arrows move
 * the active node; rows can be dragged (dnd-kit) onto another row's top, middle or bottom.
 */
export function VirtualTree<T extends TreeItem>({
  items,
  expanded,
  search = '',
  selectedId,
  onSelect,
  onToggle,
  onMove,
  onMoveRefused,
  label,
  itemLabel,
  renderLabel,
  height = 480,
  idPrefix = 'tree',
  dragTexts,
}: VirtualTreeProps<T>) {
  const labelOf: (item: T) => string = itemLabel ?? ownLabelOf;
  const children = useMemo(() => indexChildren(items), [items]);
  const rows = useMemo(() => visibleRows(children, expanded, search, labelOf), [children, expanded, search, labelOf]);
  const [activeId, setActiveId] = useState<number | null>(selectedId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 600, height },
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.item.id === (activeId ?? selectedId)),
  );
  const active = rows[activeIndex];
  const rowId = (id: number) => `${idPrefix}-node-${id}`;

  // A selection made elsewhere (a deep link ?id=… revealed in a 10,000-node tree) is brought into view once
  // its row exists; the same selection is not scrolled to again, so the user's own scrolling is left alone.
  const selectedIndex = selectedId === null ? -1 : rows.findIndex((row) => row.item.id === selectedId);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (selectedIndex < 0 || scrolledTo.current === selectedId) return;
    scrolledTo.current = selectedId;
    // A row clicked in view stays where it is; one out of view comes to the middle, with its neighbours around it.
    const top = selectedIndex * TREE_ROW_HEIGHT;
    const offset = virtualizer.scrollOffset ?? 0;
    const view = scrollRef.current?.clientHeight || height;
    if (top < offset || top + TREE_ROW_HEIGHT > offset + view) virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
  }, [selectedId, selectedIndex, virtualizer, height]);

  const focusIndex = (index: number) => {
    const row = rows[Math.max(0, Math.min(index, rows.length - 1))];
    if (!row) return;
    setActiveId(row.item.id);
    virtualizer.scrollToIndex(rows.indexOf(row), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (event.altKey && KEY_COMMANDS[event.key]) {
      event.preventDefault();
      // Built on the move, not per tree change: the first render of 10,000 nodes does not need it.
      const byId = new Map(items.map((item) => [item.id, item]));
      const intent = commandIntent(children, byId, active.item.id, KEY_COMMANDS[event.key]!);
      if (intent) onMove(intent);
      else onMoveRefused(active.item.id, KEY_COMMANDS[event.key]!);
      return;
    }
    const handled = navigate(event.key, active, activeIndex);
    if (handled) event.preventDefault();
  };

  const navigate = (key: string, row: TreeRow<T>, index: number): boolean => {
    switch (key) {
      case 'ArrowDown':
        focusIndex(index + 1);
        return true;
      case 'ArrowUp':
        focusIndex(index - 1);
        return true;
      case 'Home':
        focusIndex(0);
        return true;
      case 'End':
        focusIndex(rows.length - 1);
        return true;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded) onToggle(row.item.id);
        else if (row.expanded) focusIndex(index + 1);
        return true;
      case 'ArrowLeft':
        if (row.expanded) onToggle(row.item.id);
        else if (row.item.parent !== null) focusIndex(rows.findIndex((candidate) => candidate.item.id === row.item.parent));
        return true;
      case 'Enter':
      case ' ':
        onSelect(row.item.id);
        return true;
      default:
        return false;
    }
  };

  // A find per drag event, not an id map per render: a drag is rare and 10,000 items are scanned in well under a millisecond.
  const labelById = (id: UniqueIdentifier): string => {
    const item = items.find((candidate) => candidate.id === Number(id));
    return item ? labelOf(item) : '';
  };
  const accessibility = dragTexts && { screenReaderInstructions: { draggable: dragTexts.instructions }, announcements: dragAnnouncements(dragTexts, labelById) };

  const onDragEnd = ({ active: dragged, over, activatorEvent, delta }: DragEndEvent) => {
    if (!over || over.id === dragged.id) return;
    const startY = activatorEvent instanceof MouseEvent || activatorEvent instanceof PointerEvent ? activatorEvent.clientY : over.rect.top;
    onMove({ id: Number(dragged.id), target: Number(over.id), position: dropPosition(startY + delta.y, over.rect.top, over.rect.height) });
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
      <Scroller
        ref={scrollRef}
        role="tree"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={active ? rowId(active.item.id) : undefined}
        onKeyDown={onKeyDown}
        // As tall as its rows up to `height`: four roots on a phone are not followed by an empty box.
        style={{ height: Math.min(height, Math.max(TREE_ROW_HEIGHT, virtualizer.getTotalSize())) }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index]!;
            return (
              <Row
                key={row.item.id}
                row={row}
                domId={rowId(row.item.id)}
                top={virtual.start}
                setSize={(children.get(row.item.parent) ?? []).length}
                active={row.item.id === active?.item.id}
                selected={row.item.id === selectedId}
                onSelect={() => {
                  setActiveId(row.item.id);
                  onSelect(row.item.id);
                }}
                onToggle={() => onToggle(row.item.id)}
              >
                {renderLabel ? renderLabel(row.item) : labelOf(row.item)}
              </Row>
            );
          })}
        </div>
      </Scroller>
    </DndContext>
  );
}

interface RowProps<T extends TreeItem> {
  row: TreeRow<T>;
  domId: string;
  top: number;
  setSize: number;
  active: boolean;
  selected: boolean;
  onSelect: () => void;
  onToggle: () => void;
  children: ReactNode;
}

function Row<T extends TreeItem>({ row, domId, top, setSize, active, selected, onSelect, onToggle, children }: RowProps<T>) {
  // dnd-kit's own `attributes` (role, tabindex) would fight the tree's: only the pointer listeners are used.
  const { setNodeRef: dragRef, listeners, isDragging } = useDraggable({ id: row.item.id });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: row.item.id });
  return (
    <RowBox
      ref={(element) => {
        dragRef(element);
        dropRef(element);
      }}
      id={domId}
      role="treeitem"
      aria-level={row.depth}
      aria-setsize={setSize}
      aria-posinset={row.item.position + 1}
      aria-selected={selected}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      data-testid={`tree-node-${row.item.id}`}
      data-active={active || undefined}
      data-over={isOver || undefined}
      // `top`, not a transform: dnd-kit measures drop targets ignoring transforms, so translated rows all
      // measured as the first one and a real mouse drag found no row to drop on.
      style={{ top, paddingLeft: indentOf(row.depth), opacity: isDragging ? 0.5 : 1 }}
      onClick={onSelect}
      {...listeners}
    >
      <Toggle
        aria-hidden="true"
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
      </Toggle>
      {children}
    </RowBox>
  );
}

const Scroller = styled.div`
  /* The height set is the rows' own; the border comes on top, so no scrollbar appears for the last pixels. */
  box-sizing: content-box;
  overflow: auto;
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
  &:focus-visible [data-active] {
    outline: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.strong});
  }
`;

const RowBox = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: ${TREE_ROW_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  touch-action: none;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
    font-weight: 600;
  }
  &[data-over] {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.borders.strong} ${({ theme }) => theme.colors.primary};
  }
`;

const Toggle = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.icon.sm};
  text-align: center;
`;

/** Each level in by one icon's width, so a child's toggle sits under its parent's label. */
function indentOf(depth: number): string {
  return `calc(${depth - 1} * ${theme.sizes.icon.md} + ${theme.spacing.xs})`;
}
