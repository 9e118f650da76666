import { AccountPage, useAfterSignIn, usePageNavigate } from '../../../src/account/AccountPage';
import { EditPasswordForm, ForgotPasswordForm } from '../../../src/account/PasswordForms';
import { useRemoveQueryParam } from '../../../src/account/useTokenFromQuery';
import { useT } from '../../../src/i18n/useT';
import { shellPage } from '../../../src/page/page-props';

const PARAM = 'reset_password_token';

export const getServerSideProps = shellPage(async ({ ctx }) => ({
  token: typeof ctx.query[PARAM] === 'string' ? ctx.query[PARAM] : '',
}));

export default function EditPasswordPage({ token }: { token: string }) {
  const { t } = useT();
  const navigate = usePageNavigate();
  const done = useAfterSignIn();
  useRemoveQueryParam(PARAM);
  return (
    <AccountPage title={t('auth.change_password')}>
      {token ? (
        <EditPasswordForm token={token} navigate={navigate} onDone={done} />
      ) : (
        <ForgotPasswordForm navigate={navigate} />
      )}
    </AccountPage>
  );
}
