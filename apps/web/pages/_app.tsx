import type { AppProps } from 'next/app';
import { useEffect, useState } from 'react';
import { I18nProvider } from '../src/i18n/I18nProvider';
import { defaultLocale } from '../src/i18n';
import type { ShellProps } from '../src/shell/page-props';
import { PlayerShell } from '../src/account/PlayerShell';
import { SlipProvider } from '../src/slip/SlipProvider';
import { createQueryClient } from '../src/query/query-client';
import { QueryProvider } from '../src/query/QueryProvider';
import { HydratedProvider } from '../src/shell/Hydrated';
import { OddsTypeProvider } from '../src/odds/OddsTypeProvider';
import '../styles/globals.css';

export default function App({ Component, pageProps }: AppProps<Partial<ShellProps>>) {
  const [queryClient] = useState(() => createQueryClient({ staleTime: 30_000 }));
  // Marks the document once React has hydrated it (effects run after the whole tree's): a click
  // before that lands on a dead button, so the e2e journeys wait for the mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryProvider client={queryClient} state={pageProps.dehydratedState}>
      <I18nProvider
        locale={pageProps.locale ?? defaultLocale}
        messages={pageProps.messages ?? emptyMessages}
      >
        <HydratedProvider>
          <OddsTypeProvider>
            <SlipProvider>
              <Component {...pageProps} />
              <PlayerShell />
            </SlipProvider>
          </OddsTypeProvider>
        </HydratedProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

// Static pages without server props (none yet) render keys until their messages load.
const emptyMessages = {} as NonNullable<ShellProps['messages']>;
