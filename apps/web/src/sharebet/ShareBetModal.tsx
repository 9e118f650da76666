import { useState } from 'react';
import { defaultLocale } from '../i18n';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import formStyles from '../account/Form.module.css';
import styles from './ShareBet.module.css';
import { shareLink } from './share';

/** The share-bet result: the code and the link, each with a copy button. */
export function ShareBetModal({ code }: { code: string }) {
  const { t, locale } = useT();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const link = shareLink(code, locale, defaultLocale);
  const copy = (what: 'code' | 'link', value: string) =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(what),
      () => setCopied(null),
    );
  return (
    <Modal title={t('share.title')} onClose={() => closeModal()} testId="share-bet">
      <div className={formStyles.form}>
        <p className={formStyles.lead}>{t('share.lead')}</p>
        <div className={styles.row}>
          <span className={styles.label}>{t('share.code')}</span>
          <code className={styles.code} data-testid="share-code">
            {code}
          </code>
          <button type="button" className={formStyles.secondary} onClick={() => copy('code', code)}>
            {copied === 'code' ? t('share.copied') : t('share.copy')}
          </button>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('share.link')}</span>
          <input
            className={styles.link}
            readOnly
            value={link}
            data-testid="share-link"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className={formStyles.secondary} onClick={() => copy('link', link)}>
            {copied === 'link' ? t('share.copied') : t('share.copy')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** share-bet-not-found (domain 2, 8: link not found). */
export function ShareBetNotFoundModal() {
  const { t } = useT();
  return (
    <Modal
      title={t('sb.share_bet.link_not_found')}
      onClose={() => closeModal()}
      testId="share-bet-not-found"
    >
      <div className={formStyles.form}>
        <p className={formStyles.lead}>{t('share.not_found_lead')}</p>
        <button type="button" className={formStyles.primary} onClick={() => closeModal()}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
