// The payment widget's events (shell 4.3). Free of zod: the browser bundle imports them.

/** shell 4.3: the payment widget's events, as the sandbox widget emits them. */
export const depositWidgetEvents = {
  renderForm: 'RENDER_FORM',
  notification: 'NOTIFICATION',
  changePaymentAction: 'CHANGE_PAYMENT_ACTION',
  changeCurrency: 'CHANGE_CURRENCY',
  changeLanguage: 'CHANGE_LANGUAGE',
  accountsUpdated: 'ACCOUNTS_UPDATED',
  redirect: 'REDIRECT',
  newMethodsAvailable: 'NEW_METHODS_AVAILABLE',
  popupClosed: 'POPUP_CLOSED',
  submit: 'SUBMIT',
  webSocketConnection: 'WEB_SOCKET_CONNECTION',
  closeFastDepositModal: 'CLOSE_FAST_DEPOSIT_MODAL',
} as const;
export type DepositWidgetEvent = (typeof depositWidgetEvents)[keyof typeof depositWidgetEvents];
