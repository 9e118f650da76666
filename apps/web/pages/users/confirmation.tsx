import { AccountPage, useAfterSignIn, usePageNavigate } from '../../src/account/AccountPage';
import { ConfirmationView, ResendConfirmationForm } from '../../src/account/ConfirmationForms';
import { useRemoveQueryParam } from '../../src/account/useTokenFromQuery';
import { useT } from '../../src/i18n/useT';
import { shellPage } from '../../src/page/page-props';

const PARAM = 'confirmation_token';

export const getServerSideProps = shellPage(async ({ ctx }) => ({
  token: typeof ctx.query[PARAM] === 'string' ? ctx.query[PARAM] : '',
}));

/** shell 2.1 Email confirmation: the mailed link lands here with its token. */
export default function ConfirmationPage({ token }: { token: string }) {
  const { t } = useT();
  const navigate = usePageNavigate();
  const done = useAfterSignIn();
  useRemoveQueryParam(PARAM);
  return (
    <AccountPage title={t('auth.confirmation_title')}>
      {token ? (
        <ConfirmationView token={token} navigate={navigate} onSignedIn={done} />
      ) : (
        <ResendConfirmationForm navigate={navigate} />
      )}
    </AccountPage>
  );
}
