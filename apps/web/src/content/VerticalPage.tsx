import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { Seo } from '../page/Seo';
import styles from './InfoPage.module.css';
import { PlainLink } from '../navigation/PlainLink';

export type Vertical = 'racing' | 'lotteries' | 'premium_cricket' | 'virtual_gaming_arena';

/** An honest page for a vertical the operator has not enabled in settings (domain 1). */
export function VerticalPage({ vertical }: { vertical: Vertical }) {
  const { t } = useT();
  const name = t(`vertical.${vertical}` as MessageKey);
  return (
    <div className={styles.notice}>
      <Seo title={name} index={false} />
      <h1>{t('vertical.not_enabled.title', { name })}</h1>
      <p>{t('vertical.not_enabled.text', { name })}</p>
      <PlainLink href="/" className={styles.button}>
        {t('vertical.back')}
      </PlainLink>
    </div>
  );
}
