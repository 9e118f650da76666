import { useT } from '../i18n/useT';
import { Seo } from '../page/Seo';
import styles from './ErrorPage.module.css';
import { PlainLink } from '../navigation/PlainLink';

/**
 * shell 2.6: an image, a description and a go-to-home button; the locked page has only a
 * description. Error pages are not indexed.
 */
export function ErrorPage({
  code,
  text,
  withHome = true,
}: {
  code: string;
  text: string;
  withHome?: boolean;
}) {
  const { t } = useT();
  return (
    <div className={styles.page}>
      <Seo title={code} index={false} />
      {withHome && (
        <svg className={styles.image} viewBox="0 0 160 120" aria-hidden="true">
          <rect x="10" y="20" width="140" height="90" rx="14" fill="var(--color-surface-raised)" />
          <path d="M80 20v90M10 65h140" stroke="var(--color-border-strong)" strokeWidth="2" />
          <circle
            cx="80"
            cy="65"
            r="16"
            fill="none"
            stroke="var(--color-border-strong)"
            strokeWidth="2"
          />
          <text
            x="80"
            y="14"
            textAnchor="middle"
            fontSize="14"
            fontWeight="800"
            fill="var(--color-accent)"
          >
            {code}
          </text>
        </svg>
      )}
      <h1 className={styles.text}>{text}</h1>
      {withHome && (
        <PlainLink href="/" className={styles.home}>
          {t('page.go_home')}
        </PlainLink>
      )}
    </div>
  );
}
