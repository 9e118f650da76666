import { ConfirmationView, ResendConfirmationForm } from '../account/ConfirmationForms';
import { requireAfterSignIn } from '../account/flows';
import { MissedFieldsForm } from '../account/MissedFieldsForm';
import { EditPasswordForm, ForgotPasswordForm } from '../account/PasswordForms';
import { PhoneVerificationForm } from '../account/PhoneVerificationForm';
import { getSession } from '../account/session';
import { SignInForm } from '../account/SignInForm';
import { SignUpForm } from '../account/SignUpForm';
import { UnlockView } from '../account/UnlockForms';
import { startDeposit } from '../deposit/deposit';
import { IframeDepositModal } from '../deposit/IframeDepositModal';
import { QuickDepositModal } from '../deposit/QuickDepositModal';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { ShareBetModal, ShareBetNotFoundModal } from '../sharebet/ShareBetModal';
import { CustomBetTicketModal } from '../slip/CustomBetTicketModal';
import { Modal } from './Modal';
import { closeModal, UNCLOSABLE, useModal } from './modal-store';

/** What follows a form that interrupted a flow (shell 4.3: missed fields, then the deposit). */
function continueAfter(then: 'deposit' | undefined): void {
  closeModal();
  if (then === 'deposit') startDeposit();
  else {
    const profile = getSession().profile;
    if (profile) requireAfterSignIn(profile);
  }
}

/** The one open modal of shell 2.4 / domain 2 (ModalHost loads this when one opens). */
export function ModalContent() {
  const modal = useModal();
  const { t } = useT();
  if (!modal) return null;
  const close = () => closeModal();
  const frame = (title: string, body: ReactNode, testId: string) => (
    <Modal title={title} onClose={close} closable={!UNCLOSABLE.has(modal.name)} testId={testId}>
      {body}
    </Modal>
  );
  switch (modal.name) {
    case 'sign-in':
      return frame(
        t('auth.sign_in'),
        <SignInForm email={modal.email} notice={modal.notice} />,
        'sign-in-modal',
      );
    case 'sign-up':
      return frame(t('auth.sign_up_title'), <SignUpForm />, 'sign-up-modal');
    case 'confirmation':
      return frame(
        t('auth.confirmation_title'),
        <ConfirmationView token={modal.token} email={modal.email} />,
        'confirmation-modal',
      );
    case 'resend-confirmation':
      return frame(
        t('auth.resend_confirmation'),
        <ResendConfirmationForm email={modal.email} />,
        'resend-confirmation-modal',
      );
    case 'forgot-password':
      return frame(t('auth.forgot_password'), <ForgotPasswordForm />, 'forgot-password-modal');
    case 'edit-password':
      return frame(
        t('auth.change_password'),
        <EditPasswordForm token={modal.token} onDone={close} />,
        'edit-password-modal',
      );
    case 'unlock':
      return frame(t('auth.unlock_title'), <UnlockView token={modal.token} />, 'unlock-modal');
    case 'phone-verification':
      return frame(
        t('phone.title'),
        <PhoneVerificationForm onDone={() => continueAfter(modal.then)} />,
        'phone-verification-modal',
      );
    case 'missed-auth-fields':
      return frame(
        t('profile.missed_fields_title'),
        <MissedFieldsForm fields={modal.fields} onDone={() => continueAfter(modal.then)} />,
        'missed-fields-modal',
      );
    case 'quick-deposit':
      return <QuickDepositModal />;
    case 'iframe-deposit':
      return <IframeDepositModal />;
    case 'custom-bet-ticket':
      return <CustomBetTicketModal />;
    case 'share-bet':
      return <ShareBetModal code={modal.code} />;
    case 'share-bet-not-found':
      return <ShareBetNotFoundModal />;
  }
}
