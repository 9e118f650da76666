import { registerModals } from '../modals/registry';

// The web app's modals by feature (issue 18): each feature draws its own, fetched lazily by
// name. A new feature with a modal adds its names to modal-store.ts and one line here.
registerModals(
  [
    'sign-in',
    'sign-up',
    'confirmation',
    'resend-confirmation',
    'forgot-password',
    'edit-password',
    'unlock',
    'phone-verification',
    'missed-auth-fields',
  ],
  () => import('../account/modals').then((m) => m.accountModals),
);
registerModals(['quick-deposit', 'iframe-deposit', 'deposit-reminder'], () =>
  import('../deposit/modals').then((m) => m.depositModals),
);
registerModals(['share-bet', 'share-bet-not-found'], () =>
  import('../sharebet/modals').then((m) => m.shareBetModals),
);
registerModals(['custom-bet-ticket'], () => import('../slip/modals').then((m) => m.slipModals));
registerModals(['reality-check', 'out-of-session-limit', 'activity-limit-reached'], () =>
  import('../limits/modals').then((m) => m.limitModals),
);
registerModals(['jackpot-hit'], () => import('../jackpots/modals').then((m) => m.jackpotModals));
