import type { AppProps } from 'next/app';
import { Suspense, useEffect, useState } from 'react';
import { I18nProvider } from '../src/i18n/I18nProvider';
import { defaultLocale } from '../src/i18n';
import type { ShellProps } from '../src/page/page-props';
import { PlayerShell } from '../src/account/PlayerShell';
import { SlipProvider } from '../src/slip/SlipProvider';
import { createQueryClient } from '../src/query/query-client';
import { QueryProvider } from '../src/query/QueryProvider';
import { HydratedProvider } from '../src/page/Hydrated';
import { OddsTypeProvider } from '../src/odds/OddsTypeProvider';
import { whenIdle } from '../src/browser/when-idle';
import '../src/composition/modal-views';
import '../styles/globals.css';

export default function App({ Component, pageProps }: AppProps<Partial<ShellProps>>) {
  const [queryClient] = useState(() => createQueryClient({ staleTime: 30_000 }));
  return (
    <QueryProvider client={queryClient} state={pageProps.dehydratedState}>
      <I18nProvider
        locale={pageProps.locale ?? defaultLocale}
        messages={pageProps.messages ?? emptyMessages}
      >
        <HydratedProvider>
          <OddsTypeProvider>
            <SlipProvider>
              {/* The page is a Suspense boundary of its own: React hydrates it after the
                  providers, in slices between frames, instead of in one long task (issue 8
                  TBT). The server writes it in place (apps/server/src/http/fizz.ts). */}
              <Suspense>
                <Component {...pageProps} />
                <HydratedMark />
              </Suspense>
              <PlayerShell />
            </SlipProvider>
          </OddsTypeProvider>
        </HydratedProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

/**
 * Marks the document once React has hydrated the page (its effects run when the page's
 * boundary has hydrated): a click before that lands on a dead button, so the e2e journeys
 * wait for the mark.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // Error reporting loads after the page, in chunks of its own (shell 8, 9; issue 23).
    return whenIdle(() => void import('../src/reporting/start').then((m) => m.startReporting()));
  }, []);
  return null;
}

// Static pages without server props (none yet) render keys until their messages load.
const emptyMessages = {} as NonNullable<ShellProps['messages']>;
