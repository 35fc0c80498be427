import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useToast } from '@shop/shared/ui/toast';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { commandIntent, type MoveCommand, type MoveIntent } from '@shop/shared/ui/tree/move-intent';
import { indexChildren } from '@shop/shared/ui/tree/visible-rows';
import { VirtualTree } from '@shop/shared/ui/tree/VirtualTree';
import { CategoryForm } from '../detail/CategoryForm';
import { editingFromAddress, showEditing } from '../routing/editing-address';
import { categoryName, useTreeStore } from '../store/tree-store';
import { useMoveCategory, useTree } from '../tree/queries';

/** The category tree editor (checklist AC-S2): the whole tree, search, moves, and the detail form beside it. */
export function CategoryTreeEditor() {
  const { t } = useLingui();
  const tree = useTree();
  const { nodes, expanded, selectedId, editing, search, setNodes, toggle, select, reveal, setEditing, setSearch, moveNow, mergeNodes, restore } = useTreeStore();
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

  // A layout effect: the rows appear in the same paint as the editor, not one passive-effect pass later.
  useLayoutEffect(() => {
    if (!tree.data) return;
    setNodes(tree.data.nodes);
    if (revealOnLoad.current !== null) reveal(revealOnLoad.current);
    revealOnLoad.current = null;
  }, [tree.data, setNodes, reveal]);
  // Read from the store, not this render: on mount the line above has already replaced what an earlier visit left.
  useEffect(() => showEditing(useTreeStore.getState().editing), [editing]);

  // A closed form leaves no focus behind in the page: it goes back to the tree, where the form was opened from.
  const closeForm = () => {
    setEditing(null);
    treeBox.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();
  };


  const name = (id: number) => nodes.find((node) => node.id === id)?.name ?? '';
  const positionText = (intent: MoveIntent) =>
    intent.position === 'left'
      ? t`před „${name(intent.target)}“`
      : intent.position === 'right'
        ? t`za „${name(intent.target)}“`
        : t`do „${name(intent.target)}“`;

  const onMove = (intent: MoveIntent) => {
    const moving = name(intent.id);
    const where = positionText(intent);
    const before = moveNow(intent);
    setAnnouncement(t`Přesouvám „${moving}“ ${where}.`);
    move.mutate(
      { params: { id: intent.id }, body: { target: intent.target, position: intent.position } },
      {
        onSuccess: ({ data }) => {
          mergeNodes(data.nodes);
          setAnnouncement(t`Kategorie „${moving}“ je přesunuta ${where}.`);
        },
        onError: (error) => {
          restore(before);
          const message = firstErrorMessage(error) ?? t`Kategorii se nepodařilo přesunout.`;
          setAnnouncement(message);
          toast.show({ kind: 'error', message });
        },
      },
    );
  };

  // A button or Alt + arrow that cannot move it (the first sibling up, a root outdented) says so instead of doing nothing.
  const refuseMove = (id: number) => setAnnouncement(t`Kategorii „${name(id)}“ tímto směrem přesunout nelze.`);

  const runCommand = (command: MoveCommand) => {
    if (selectedId === null) return;
    const intent = commandIntent(indexChildren(nodes), new Map(nodes.map((node) => [node.id, node])), selectedId, command);
    if (intent) onMove(intent);
    else refuseMove(selectedId);
  };

  if (tree.isPending) return <Spinner />;
  if (tree.isError)
    return (
      <LoadFailed onRetry={() => void tree.refetch()}>
        <Trans>Chyba při načítání kategorií.</Trans>
      </LoadFailed>
    );

  const selected = nodes.find((node) => node.id === selectedId);
  return (
    <Layout data-testid="category-tree-editor">
      <section aria-labelledby="category-tree-heading" ref={treeBox}>
        <h1 id="category-tree-heading">
          <Trans>Strom kategorií</Trans>
        </h1>
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
        </Toolbar>
        <Hint id="category-tree-keys">
          <Trans>Šipkami procházíte strom, Enter otevře kategorii, Alt + šipky ji přesunou. Kategorii lze také přetáhnout myší.</Trans>
        </Hint>
        <VirtualTree
          items={nodes}
          itemLabel={categoryName}
          expanded={expanded}
          search={search}
          selectedId={selectedId}
          onSelect={select}
          onToggle={toggle}
          onMove={onMove}
          onMoveRefused={refuseMove}
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

/** Grows to fill the toolbar's row, so the add button sits at its end and a phone gets a full-width field. */
const SearchLabel = styled.label`
  display: flex;
  flex: 1 1 16em;
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
