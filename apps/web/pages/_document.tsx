import Document, { Head, Html, Main, NextScript, type DocumentContext } from 'next/document';
import { intlLocale } from '@sb/domain';
import { isRtl } from '../src/i18n';

interface Props {
  locale: string;
}

export default class AppDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext) {
    const initial = await Document.getInitialProps(ctx);
    return { ...initial, locale: ctx.locale ?? 'en' };
  }

  override render() {
    // A page in another language than its URL's (an error page in English under /ru or /ar,
    // shell 2.6) is marked with the language it is written in (WCAG 3.1.1, issue 26).
    const page = this.props.__NEXT_DATA__.props?.pageProps as { textLocale?: string } | undefined;
    const locale = page?.textLocale ?? this.props.locale;
    return (
      <Html lang={intlLocale(locale)} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
        <Head>
          <meta name="theme-color" content="#111821" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
