import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { whenEngaged } from '../shell/when-engaged';
import { useModal } from './modal-store';

// The modals (account forms, deposits, shared bets) are a chunk of their own: no page needs
// them to first paint. It is fetched when the visitor starts to act, so a click opens one at once.
const loadContent = () => import('./ModalContent').then((m) => m.ModalContent);
const ModalContent = dynamic(loadContent, { ssr: false });

/** The one open modal of shell 2.4 / domain 2. */
export function ModalHost() {
  const open = useModal() !== null;
  useEffect(() => whenEngaged(() => void loadContent()), []);
  return open ? <ModalContent /> : null;
}
