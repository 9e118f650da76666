import type { ModalViews } from '../modals/registry';
import { DepositReminderModal } from './DepositReminderModal';
import { IframeDepositModal } from './IframeDepositModal';
import { QuickDepositModal } from './QuickDepositModal';

// The deposit's modals (shell 4.3), one chunk fetched when one opens.
export const depositModals: ModalViews = {
  'quick-deposit': () => <QuickDepositModal />,
  'iframe-deposit': () => <IframeDepositModal />,
  'deposit-reminder': () => <DepositReminderModal />,
};
