import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useT } from '../src/i18n/useT';
import { INIT_WAIT_MS, initTarget } from '../src/embed/init-route';
import { useLocalized } from '../src/navigation/localized';
import { Seo } from '../src/page/Seo';
import { shellPage } from '../src/page/page-props';

export const getServerSideProps = shellPage();

/**
 * domain 2 `/init-sportsbook` (issue 23): a host that signs its player in opens its frame here;
 * once the host's token has set the session (EmbedBridge), the frame opens `?route=` already
 * signed in. Opened directly, or by a host that never speaks, it opens the route after 5 s.
 */
export default function InitSportsbook() {
  const { t } = useT();
  const router = useRouter();
  const localized = useLocalized();
  useEffect(() => {
    const target = localized.href(initTarget(window.location.search));
    if (window.parent === window) return void window.location.replace(target);
    const timer = setTimeout(() => window.location.replace(target), INIT_WAIT_MS);
    return () => clearTimeout(timer);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady]);
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Seo index={false} />
      <p role="status">{t('common.loading')}</p>
    </main>
  );
}
