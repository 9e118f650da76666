import { useEffect, useState } from 'react';
import { whenEngaged } from '../browser/when-engaged';
import { useModal } from './modal-store';
import { loadedModal, loadModal, preloadModals } from './registry';

// The modals (account forms, deposits, shared bets) are chunks of their own, registered by
// their features (registry.ts): no page needs them to first paint. They are fetched when the
// visitor starts to act, so a click opens one at once.

/** The one open modal of shell 2.4 / domain 2. */
export function ModalHost() {
  const modal = useModal();
  const [, setLoaded] = useState(0);
  useEffect(() => whenEngaged(() => void preloadModals()), []);
  const name = modal?.name;
  useEffect(() => {
    if (!name || loadedModal(name)) return;
    let live = true;
    void loadModal(name).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [name]);
  if (!modal) return null;
  const view = loadedModal(modal.name);
  return view ? view(modal) : null;
}
