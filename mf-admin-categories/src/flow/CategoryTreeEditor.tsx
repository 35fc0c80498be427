import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryNode } from '@shop/shared/contract/categories';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useToast } from '@shop/shared/ui/toast';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { commandIntent, returnIntent, type MoveCommand, type MoveIntent } from '@shop/shared/ui/tree/move-intent';
import { indexChildren } from '@shop/shared/ui/tree/visible-rows';
import { VirtualTree, type TreeDragTexts } from '@shop/shared/ui/tree/VirtualTree';
import { CategoryForm } from '../detail/CategoryForm';
import { editingFromAddress, showEditing } from '../routing/editing-address';
import { TreeStoreProvider, useTreeStoreApi, useTreeUi } from '../store/tree-context';
import { categoryName } from '../store/tree-store';
import { treeKey, useMoveCategory, useTree } from '../tree/queries';
import { StaffTitle, Toolbar } from '@shop/shared/ui/staff-page';

/** The category tree editor (checklist AC-S2): the whole tree, search, moves, and the detail form beside it. */
export function CategoryTreeEditor() {
  return (
    <TreeStoreProvider>
      <TreeEditor />
    </TreeStoreProvider>
  );
}

const NO_NODES: readonly CategoryNode[] = [];

/** Ctrl+Z (⌘Z) outside a text field undoes the last move; in a field it stays the field's own undo. */
const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement);

function TreeEditor() {
  const { t } = useLingui();
  const tree = useTree();
  const queryClient = useQueryClient();
  const nodes = tree.data?.nodes ?? NO_NODES;
  const store = useTreeStoreApi();
  const { expanded, selectedId, editing, search, lastMove, toggle, select, highlight, reveal, expand, setEditing, setSearch, moved } = useTreeUi((state) => state);
  const move = useMoveCategory();
  const toast = useToast();
  const [announcement, setAnnouncement] = useState('');
  const treeBox = useRef<HTMLElement>(null);

  // The address names the open form: a reload or Back and Forward reopen it (the form keeps its draft itself).
  const revealOnLoad = useRef<number | null>(null);
  useLayoutEffect(() => {
    const fromAddress = editingFromAddress(window.location.search);
    if (typeof fromAddress === 'number') {
      select(fromAddress);
      revealOnLoad.current = fromAddress;
    } else setEditing(fromAddress);
  }, [select, setEditing]);

  // A layout effect: the opened category's ancestors are expanded in the same paint as the rows.
  useLayoutEffect(() => {
    if (!tree.data || revealOnLoad.current === null) return;
    reveal(revealOnLoad.current, tree.data.nodes);
    revealOnLoad.current = null;
  }, [tree.data, reveal]);
  useEffect(() => showEditing(store.getState().editing), [editing, store]);

  // A category just added is revealed and selected in the tree, which the save has already read again
  // (useSaveCategory waits for the refetch); its form stays closed as after any save (AC-R1).
  const closeForm = (added?: { id: number; name: string }) => {
    setEditing(null);
    if (added) {
      reveal(added.id, queryClient.getQueryData<{ nodes: CategoryNode[] }>(treeKey)?.nodes ?? nodes);
      highlight(added.id);
      setAnnouncement(t`Kategorie „${added.name}“ je přidána a vybrána.`);
    }
    // A closed form leaves no focus behind in the page: it goes back to the tree, where the form was opened from.
    treeBox.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();
  };

  const name = (id: number) => nodes.find((node) => node.id === id)?.name ?? '';
  const positionText = (intent: MoveIntent) =>
    intent.position === 'left'
      ? t`před „${name(intent.target)}“`
      : intent.position === 'right'
        ? t`za „${name(intent.target)}“`
        : t`do „${name(intent.target)}“`;

  /** Moves at once (the cache, see useMoveCategory) and announces; an undo is itself a move that cannot be undone. */
  const onMove = (intent: MoveIntent, isUndo = false) => {
    const moving = name(intent.id);
    const where = positionText(intent);
    const back = isUndo ? undefined : returnIntent(nodes, intent.id);
    if (intent.position === 'first-child') expand(intent.target);
    setAnnouncement(isUndo ? t`Vracím přesun „${moving}“.` : t`Přesouvám „${moving}“ ${where}.`);
    move.mutate(intent, {
      onSuccess: () => {
        moved(back ? { name: moving, undo: back } : null);
        setAnnouncement(isUndo ? t`Přesun kategorie „${moving}“ je vrácen.` : t`Kategorie „${moving}“ je přesunuta ${where}.`);
      },
      onError: (error) => {
        const message = firstErrorMessage(error) ?? t`Kategorii se nepodařilo přesunout.`;
        setAnnouncement(message);
        toast.show({ kind: 'error', message });
      },
    });
  };

  const undoLastMove = () => {
    if (!lastMove || move.isPending) return;
    moved(null);
    if (lastMove.undo.position === 'first-child') expand(lastMove.undo.target);
    onMove(lastMove.undo, true);
  };

  // The shortcut works wherever the focus is in the tree's part of the page (the tree, the move buttons).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isUndoKey(event) || !(event.target instanceof Node) || !treeBox.current?.contains(event.target)) return;
    event.preventDefault();
    undoLastMove();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A button or Alt + arrow that cannot move it (the first sibling up, a root outdented) says so instead of doing nothing.
  const refuseMove = (id: number) => setAnnouncement(t`Kategorii „${name(id)}“ tímto směrem přesunout nelze.`);

  const runCommand = (command: MoveCommand) => {
    if (selectedId === null) return;
    const intent = commandIntent(indexChildren(nodes), new Map(nodes.map((node) => [node.id, node])), selectedId, command);
    if (intent) onMove(intent);
    else refuseMove(selectedId);
  };

  const dragTexts: TreeDragTexts = {
    instructions: t`Kategorii zvednete stiskem tlačítka myši a přetáhnete na jinou kategorii: horní třetina řádku ji vloží před ni, prostřední do ní, dolní za ni.`,
    pickedUp: (label) => t`Zvednuta kategorie „${label}“.`,
    over: (label, target) => t`Kategorie „${label}“ je nad kategorií „${target}“.`,
    notOver: (label) => t`Kategorie „${label}“ není nad žádnou kategorií.`,
    cancelled: (label) => t`Přetahování zrušeno, kategorie „${label}“ zůstává na svém místě.`,
  };

  // Only while nothing is loaded: a failed refetch (after a refused move) keeps the rolled-back tree on screen.
  if (!tree.data && tree.isError)
    return (
      <LoadFailed onRetry={() => void tree.refetch()}>
        <Trans>Chyba při načítání kategorií.</Trans>
      </LoadFailed>
    );
  if (!tree.data) return <Spinner />;
  const selected = nodes.find((node) => node.id === selectedId);
  return (
    <Layout data-testid="category-tree-editor">
      <section aria-labelledby="category-tree-heading" ref={treeBox}>
        <StaffTitle id="category-tree-heading">
          <Trans>Strom kategorií</Trans>
        </StaffTitle>
        <Toolbar>
          <SearchLabel>
            <Trans>Hledat kategorii</Trans>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </SearchLabel>
          <Button onClick={() => setEditing('new')}>
            <Trans>Přidat kategorii</Trans>
          </Button>
        </Toolbar>
        <Toolbar role="group" aria-label={t`Přesunout vybranou kategorii`}>
          <Button variant="secondary" disabled={!selected} onClick={() => runCommand('up')} aria-keyshortcuts="Alt+ArrowUp">
            <Trans>Nahoru</Trans>
          </Button>
          <Button variant="secondary" disabled={!selected} onClick={() => runCommand('down')} aria-keyshortcuts="Alt+ArrowDown">
            <Trans>Dolů</Trans>
          </Button>
          <Button variant="secondary" disabled={!selected} onClick={() => runCommand('indent')} aria-keyshortcuts="Alt+ArrowRight">
            <Trans>Do předchozí</Trans>
          </Button>
          <Button variant="secondary" disabled={!selected} onClick={() => runCommand('outdent')} aria-keyshortcuts="Alt+ArrowLeft">
            <Trans>O úroveň výš</Trans>
          </Button>
          <Button variant="secondary" disabled={!lastMove || move.isPending} onClick={undoLastMove} aria-keyshortcuts="Control+Z Meta+Z">
            <Trans>Vrátit přesun</Trans>
          </Button>
        </Toolbar>
        <Hint id="category-tree-keys">
          <Trans>Šipkami procházíte strom, Enter otevře kategorii, Alt + šipky ji přesunou, Ctrl + Z vrátí poslední přesun. Kategorii lze také přetáhnout myší.</Trans>
        </Hint>
        <VirtualTree
          items={nodes}
          itemLabel={categoryName}
          expanded={expanded}
          search={search}
          selectedId={selectedId}
          onSelect={select}
          onToggle={toggle}
          onMove={(intent) => onMove(intent)}
          onMoveRefused={refuseMove}
          dragTexts={dragTexts}
          label={t`Kategorie`}
          renderLabel={(node) => (
            <span>
              {node.name}
              {!node.for_display && (
                <Muted>
                  {' '}
                  (<Trans>skrytá</Trans>)
                </Muted>
              )}
            </span>
          )}
        />
        <VisuallyHidden aria-live="polite" data-testid="tree-announcement">
          {announcement}
        </VisuallyHidden>
      </section>
      {editing !== null && (
        <CategoryForm
          key={String(editing)}
          categoryId={editing === 'new' ? null : editing}
          defaultParent={editing === 'new' ? selectedId : null}
          nodes={nodes}
          onClose={closeForm}
        />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Grows to fill the toolbar's row, so the add button sits at its end and a phone gets a full-width field. */
const SearchLabel = styled.label`
  display: flex;
  flex: 1 1 ${({ theme }) => theme.sizes.column.lg};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
