import type { ModalViews } from '../modals/registry';
import { CustomBetTicketModal } from './CustomBetTicketModal';

// The slip's modal (domain 2: the custom bet ticket), one chunk fetched when it opens.
export const slipModals: ModalViews = {
  'custom-bet-ticket': () => <CustomBetTicketModal />,
};
