import { useLocalized } from '../navigation/localized';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { Layout } from '../layout/Layout';
import { Seo } from '../page/Seo';
import styles from './AccountPage.module.css';
import { openAuthModal, type Navigate } from './flows';

/** An account form as a page of its own (shell 2.1 /users/*): the same form as the modal. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout>
      <Seo title={title} index={false} />
      <section className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </section>
    </Layout>
  );
}

const PAGES: Partial<Record<Parameters<Navigate>[0], string>> = {
  'sign-in': '/users/sign-in',
  'sign-up': '/users/sign-up',
  'forgot-password': '/users/password/new',
};

/** On the account pages, links go to the other pages; forms without a page open as modals. */
export function usePageNavigate(): Navigate {
  const to = useLocalized();
  return (target, email) => {
    const path = PAGES[target];
    if (path) void to.push(email ? `${path}?email=${encodeURIComponent(email)}` : path);
    else openAuthModal(target, email);
  };
}

/** After signing in on a page, back to where the player came from (same origin only). */
export function useAfterSignIn(): () => void {
  const router = useRouter();
  return () => {
    const back = typeof router.query.redirect === 'string' ? router.query.redirect : '/';
    // A path from outside, which may name its locale: Next places it as it is.
    void router.push(back.startsWith('/') && !back.startsWith('//') ? back : '/');
  };
}
