import type { ReactNode } from 'react';
import type { ModalName, ModalRequest } from './modal-store';

// Which feature draws which modal (issue 18): each feature exports the views of its modals
// (account/modals.tsx, deposit/modals.tsx...), and the app registers them lazily by name
// (composition/modal-views.ts), so this folder imports no feature and no modal weighs on first load.

export type ModalOf<N extends ModalName> = Extract<ModalRequest, { name: N }>;

/** Draws one open modal from its request (the store's `closeModal` closes it). */
export type ModalView<N extends ModalName> = (modal: ModalOf<N>) => ReactNode;

/** A feature's modal views by name. */
export type ModalViews = { [N in ModalName]?: ModalView<N> };

type Loader = () => Promise<ModalViews>;

const loaders = new Map<ModalName, Loader>();
const loaded = new Map<ModalName, ModalView<ModalName>>();

/** A feature's modals, fetched with `load` the first time one opens (or ahead, preloadModals). */
export function registerModals(names: readonly ModalName[], load: Loader): void {
  for (const name of names) loaders.set(name, load);
}

/** The view of a modal once fetched, else undefined. */
export function loadedModal<N extends ModalName>(name: N): ModalView<N> | undefined {
  return loaded.get(name) as ModalView<N> | undefined;
}

/** Fetches the view of a modal (null when no feature registered it). */
export async function loadModal<N extends ModalName>(name: N): Promise<ModalView<N> | null> {
  const ready = loadedModal(name);
  if (ready) return ready;
  const load = loaders.get(name);
  if (!load) return null;
  const views = await load();
  for (const [key, view] of Object.entries(views))
    loaded.set(key as ModalName, view as ModalView<ModalName>);
  return loadedModal(name) ?? null;
}

/** Fetches every registered modal (when the visitor starts to act: a click opens one at once). */
export function preloadModals(): Promise<unknown> {
  return Promise.all([...new Set(loaders.values())].map((load) => load()));
}
