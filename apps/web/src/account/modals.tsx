import type { ReactNode } from 'react';
import { startDeposit } from '../deposit/deposit';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal, UNCLOSABLE, type ModalName } from '../modals/modal-store';
import type { ModalViews } from '../modals/registry';
import { ConfirmationView, ResendConfirmationForm } from './ConfirmationForms';
import { requireAfterSignIn } from './flows';
import { MissedFieldsForm } from './MissedFieldsForm';
import { EditPasswordForm, ForgotPasswordForm } from './PasswordForms';
import { PhoneVerificationForm } from './PhoneVerificationForm';
import { getSession } from './session';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { UnlockView } from './UnlockForms';

// The account's modals (shell 2.4, 4.1, 4.2), one chunk fetched when one opens.

/** What follows a form that interrupted a flow (shell 4.3: missed fields, then the deposit). */
function continueAfter(then: 'deposit' | undefined): void {
  closeModal();
  if (then === 'deposit') startDeposit();
  else {
    const profile = getSession().profile;
    if (profile) requireAfterSignIn(profile);
  }
}

function Frame({
  name,
  title,
  testId,
  children,
}: {
  name: ModalName;
  title: MessageKey;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Modal
      title={t(title)}
      onClose={() => closeModal()}
      closable={!UNCLOSABLE.has(name)}
      testId={testId}
    >
      {children}
    </Modal>
  );
}

export const accountModals: ModalViews = {
  'sign-in': (modal) => (
    <Frame name={modal.name} title="auth.sign_in" testId="sign-in-modal">
      <SignInForm email={modal.email} notice={modal.notice} />
    </Frame>
  ),
  'sign-up': (modal) => (
    <Frame name={modal.name} title="auth.sign_up_title" testId="sign-up-modal">
      <SignUpForm />
    </Frame>
  ),
  confirmation: (modal) => (
    <Frame name={modal.name} title="auth.confirmation_title" testId="confirmation-modal">
      <ConfirmationView token={modal.token} email={modal.email} />
    </Frame>
  ),
  'resend-confirmation': (modal) => (
    <Frame name={modal.name} title="auth.resend_confirmation" testId="resend-confirmation-modal">
      <ResendConfirmationForm email={modal.email} />
    </Frame>
  ),
  'forgot-password': (modal) => (
    <Frame name={modal.name} title="auth.forgot_password" testId="forgot-password-modal">
      <ForgotPasswordForm />
    </Frame>
  ),
  'edit-password': (modal) => (
    <Frame name={modal.name} title="auth.change_password" testId="edit-password-modal">
      <EditPasswordForm token={modal.token} onDone={() => closeModal()} />
    </Frame>
  ),
  unlock: (modal) => (
    <Frame name={modal.name} title="auth.unlock_title" testId="unlock-modal">
      <UnlockView token={modal.token} />
    </Frame>
  ),
  'phone-verification': (modal) => (
    <Frame name={modal.name} title="phone.title" testId="phone-verification-modal">
      <PhoneVerificationForm onDone={() => continueAfter(modal.then)} />
    </Frame>
  ),
  'missed-auth-fields': (modal) => (
    <Frame name={modal.name} title="profile.missed_fields_title" testId="missed-fields-modal">
      <MissedFieldsForm fields={modal.fields} onDone={() => continueAfter(modal.then)} />
    </Frame>
  ),
};
