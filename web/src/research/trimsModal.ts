import { useSyncExternalStore } from 'react';
import type { TrimsModel } from './trims';

/**
 * The trims modal's state (docs/rules/trims.md#the-trims-modal): whether it is shown, the active
 * model (the make, model and year whose trims it shows, which the model reference section's
 * Compare Trims tab shares) and the preorder trims (trims picked for a custom order).
 */
export interface TrimsModalState {
  open: boolean;
  activeModel: TrimsModel | null;
  preorderTrims: readonly string[];
}

export const CLOSED_TRIMS_MODAL: TrimsModalState = { open: false, activeModel: null, preorderTrims: [] };

/** Shows the modal with a model's trims: that model becomes the active one. */
export function openTrimsModal(state: TrimsModalState, model: TrimsModel): TrimsModalState {
  return { ...state, open: true, activeModel: model };
}

/**
 * Hides the modal (docs/rules/trims.md#closing-the-modal): the active model is reset to none unless
 * the trims tab is open (it keeps showing that model), and the preorder trims are cleared.
 */
export function closeTrimsModal(state: TrimsModalState, trimsTabOpen: boolean): TrimsModalState {
  return { open: false, activeModel: trimsTabOpen ? state.activeModel : null, preorderTrims: [] };
}

/** Adds a trim to the preorder trims, or removes it when it is there. */
export function togglePreorderTrim(state: TrimsModalState, trimCode: string): TrimsModalState {
  const preorderTrims = state.preorderTrims.includes(trimCode)
    ? state.preorderTrims.filter((code) => code !== trimCode)
    : [...state.preorderTrims, trimCode];
  return { ...state, preorderTrims };
}

export interface TrimsModalStore {
  subscribe(listener: () => void): () => void;
  state(): TrimsModalState;
  /** Shows the modal with this model's trims. */
  open(model: TrimsModel): void;
  /** Hides it; `trimsTabOpen`: whether the model reference section's Compare Trims tab is open. */
  close(trimsTabOpen: boolean): void;
  /** Sets the active model without showing the modal (the Compare Trims tab opening on a model), or clears it. */
  setActiveModel(model: TrimsModel | null): void;
  togglePreorderTrim(trimCode: string): void;
}

/** A store of the modal's state; the page has one (trimsModalStore), tests make their own. */
export function createTrimsModalStore(initial: TrimsModalState = CLOSED_TRIMS_MODAL): TrimsModalStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: TrimsModalState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    open: (model) => set(openTrimsModal(state, model)),
    close: (trimsTabOpen) => set(state.open ? closeTrimsModal(state, trimsTabOpen) : state),
    setActiveModel: (activeModel) => set({ ...state, activeModel }),
    togglePreorderTrim: (trimCode) => set(togglePreorderTrim(state, trimCode)),
  };
}

/** The page's trims modal. */
export const trimsModalStore = createTrimsModalStore();

/**
 * Opens the trims modal on a make, model and year (docs/rules/trims.md#the-trims-modal): what a
 * 'Compare trims' button calls. The page must render <TrimsModal /> once for it to show.
 */
export const openTrims = (model: TrimsModel): void => trimsModalStore.open(model);

/** The modal's state, read after hydration (the server always renders it closed). */
export function useTrimsModal(store: TrimsModalStore = trimsModalStore): TrimsModalState {
  return useSyncExternalStore(store.subscribe, store.state, () => CLOSED_TRIMS_MODAL);
}
