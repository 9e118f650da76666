import { useEffect, useState } from 'react';
import type { LaunchAnswer, VerticalProvider } from '@sb/contract';
import { ApiError, api } from '../api/http-client';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { openModal } from '../modals/modal-store';
import styles from './InfoPage.module.css';

/**
 * A vertical's game (domain 1, 7; issue 23): launched for the signed-in player by POST
 * /{provider}/launch and shown in a frame; a visitor is asked to sign in first.
 */
export function VerticalGame({ provider, name }: { provider: VerticalProvider; name: string }) {
  const { t } = useT();
  const signedIn = useSession(isLoggedIn);
  const known = useSession((s) => s.status === 'logged_in' || s.status === 'not_logged_in');
  const [launched, setLaunched] = useState<{ url: string } | { error: string } | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api<LaunchAnswer>('POST', `/api/sportsbook/v2/${provider}/launch`, {
      body: { app: 'web' },
    }).then(
      (answer) => live && setLaunched({ url: answer.url }),
      (e: unknown) =>
        live && setLaunched({ error: e instanceof ApiError ? e.key : 'error.default.description' }),
    );
    return () => {
      live = false;
    };
  }, [signedIn, provider]);

  if (known && !signedIn)
    return (
      <div className={styles.notice}>
        <h1>{name}</h1>
        <p>{t('vertical.sign_in', { name })}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => openModal({ name: 'sign-in' })}
        >
          {t('auth.sign_in')}
        </button>
      </div>
    );
  return (
    <section className={styles.game} aria-label={name}>
      <h1>{name}</h1>
      {launched && 'url' in launched ? (
        <iframe title={name} src={launched.url} data-testid="vertical-game" />
      ) : launched ? (
        <p role="alert">{t(launched.error as MessageKey)}</p>
      ) : (
        <p role="status">{t('vertical.opening')}</p>
      )}
    </section>
  );
}
