import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { WizardDraft } from '../wizard-model';
import { useWizardDraftStore } from './wizard-draft-store';

/** What the six steps read and write: a draft and its one-field setter, whoever keeps it. */
export interface DraftState {
  draft: WizardDraft;
  setField: <K extends keyof WizardDraft>(key: K, value: WizardDraft[K]) => void;
}

/** The read side of a store (what the steps subscribe to), so stores with more actions fit too. */
export type DraftStoreApi = Pick<StoreApi<DraftState>, 'getState' | 'getInitialState' | 'subscribe'>;

/**
 * The draft the steps edit. Without a provider it is the new-project draft kept in local
 * storage (Create Project); the brief editor provides its own store per project, so editing an
 * existing brief never touches (or is touched by) a new project's draft.
 */
export const DraftStoreContext = createContext<DraftStoreApi>(useWizardDraftStore);

/** An in-memory draft for editing an existing brief, starting from its saved answers. */
export function createEditDraftStore(initial: WizardDraft): StoreApi<DraftState & { replace: (draft: WizardDraft) => void }> {
  return createStore<DraftState & { replace: (draft: WizardDraft) => void }>()((set, get) => ({
    draft: initial,
    setField: (key, value) => set({ draft: { ...get().draft, [key]: value } }),
    replace: (draft) => set({ draft }),
  }));
}

/** The whole draft of the nearest store. */
export function useDraft(): WizardDraft {
  return useStore(useContext(DraftStoreContext), (state) => state.draft);
}

/** One field of the draft and its setter, for the step components. */
export function useDraftField<K extends keyof WizardDraft>(key: K): [WizardDraft[K], (value: WizardDraft[K]) => void] {
  const store = useContext(DraftStoreContext);
  const value = useStore(store, (state) => state.draft[key]);
  const setField = useStore(store, (state) => state.setField);
  return [value, (next: WizardDraft[K]) => setField(key, next)];
}
