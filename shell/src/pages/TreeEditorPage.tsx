import { AdminFrame } from './AdminFrame';
import { RemotePage } from './RemotePage';
import { TREE_EDITOR, useTreeEditorPreload } from './tree-editor-preload';

/** The category tree editor inside the admin frame, its code and tree loading from the moment the route opens. */
export function TreeEditorPage() {
  useTreeEditorPreload();
  return (
    <AdminFrame>
      <RemotePage remote={TREE_EDITOR.remote} exposed={TREE_EDITOR.exposed} />
    </AdminFrame>
  );
}
