import type { ModalViews } from '../modals/registry';
import { ShareBetModal, ShareBetNotFoundModal } from './ShareBetModal';

// The shared bet's modals (domain 2), one chunk fetched when one opens.
export const shareBetModals: ModalViews = {
  'share-bet': (modal) => <ShareBetModal code={modal.code} />,
  'share-bet-not-found': () => <ShareBetNotFoundModal />,
};
