import { AccountPage, useAfterSignIn, usePageNavigate } from '../../src/account/AccountPage';
import { SignInForm } from '../../src/account/SignInForm';
import { useT } from '../../src/i18n/useT';
import { shellPage } from '../../src/page/page-props';

export const getServerSideProps = shellPage(async ({ ctx }) => ({
  email: typeof ctx.query.email === 'string' ? ctx.query.email : '',
}));

export default function SignInPage({ email }: { email: string }) {
  const { t } = useT();
  return (
    <AccountPage title={t('auth.sign_in')}>
      <SignInForm email={email} navigate={usePageNavigate()} onSignedIn={useAfterSignIn()} />
    </AccountPage>
  );
}
