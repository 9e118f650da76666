import { AccountPage, usePageNavigate } from '../../../src/account/AccountPage';
import { ForgotPasswordForm } from '../../../src/account/PasswordForms';
import { useT } from '../../../src/i18n/useT';
import { shellPage } from '../../../src/page/page-props';

export const getServerSideProps = shellPage();

export default function ForgotPasswordPage() {
  const { t } = useT();
  return (
    <AccountPage title={t('auth.forgot_password')}>
      <ForgotPasswordForm navigate={usePageNavigate()} />
    </AccountPage>
  );
}
