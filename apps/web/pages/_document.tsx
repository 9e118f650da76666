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
    const { locale } = this.props;
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
