import { AccountPage, useAfterSignIn, usePageNavigate } from '../../src/account/AccountPage';
import { SignUpForm } from '../../src/account/SignUpForm';
import { useT } from '../../src/i18n/useT';
import { shellPage } from '../../src/page/page-props';

export const getServerSideProps = shellPage();

export default function SignUpPage() {
  const { t } = useT();
  return (
    <AccountPage title={t('auth.sign_up_title')}>
      <SignUpForm navigate={usePageNavigate()} onSignedIn={useAfterSignIn()} />
    </AccountPage>
  );
}
