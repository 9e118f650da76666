import type { VerticalProvider } from '@sb/contract';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n';
import { Seo } from '../page/Seo';
import styles from './InfoPage.module.css';
import { PlainLink } from '../navigation/PlainLink';
import { useSportsbookSettings } from '../slip/settings';
import { VerticalGame } from './VerticalGame';

export type Vertical = 'racing' | 'lotteries' | 'premium_cricket' | 'virtual_gaming_arena';

/** The provider that runs each vertical (the settings' additional_providers, domain 3). */
const PROVIDERS: Record<Vertical, VerticalProvider> = {
  racing: 'horse_racing',
  lotteries: 'lotto',
  premium_cricket: 'premium_cricket',
  virtual_gaming_arena: 'virtual_gaming_arena',
};

/**
 * A vertical (domain 1): its provider's game when the settings enable it (issue 23), else an
 * honest page saying it is not enabled.
 */
export function VerticalPage({ vertical }: { vertical: Vertical }) {
  const { t } = useT();
  const settings = useSportsbookSettings();
  const name = t(`vertical.${vertical}` as MessageKey);
  const provider = PROVIDERS[vertical];
  if (settings?.additional_providers?.[provider]?.enabled)
    return (
      <>
        <Seo title={name} index={false} />
        <VerticalGame provider={provider} name={name} />
      </>
    );
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
