import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyPurgeDraft, type PurgeDraft } from './purge-draft';

export interface PurgeState {
  draft: PurgeDraft;
  updateDraft(patch: Partial<PurgeDraft>): void;
}

/**
 * The purge modal's typed input. One store per page (module scope): closing and reopening the
 * modal, or a failed purge, keeps what was typed; a page reload starts empty.
 */
export function createPurgeStore(): StoreApi<PurgeState> {
  return createStore<PurgeState>((set) => ({
    draft: emptyPurgeDraft,
    updateDraft: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
  }));
}

export const purgeStore = createPurgeStore();
