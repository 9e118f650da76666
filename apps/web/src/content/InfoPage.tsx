import { baseLanguage } from '@sb/domain';
import { useT } from '../i18n/useT';
import { PlainLink } from '../navigation/PlainLink';
import type { InfoSection } from './rules';
import styles from './InfoPage.module.css';

/**
 * An information page: its title in the page's language, the operator's content in English
 * (rules.ts), marked as English where the page is not (WCAG 3.1.2), so a screen reader speaks it
 * as English and a right-to-left page keeps its punctuation in place.
 */
export function InfoPage({ title, sections }: { title: string; sections: InfoSection[] }) {
  const { locale } = useT();
  const english = baseLanguage(locale) === 'en' ? {} : { lang: 'en', dir: 'ltr' };
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <div {...english}>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
            {s.questions?.map((q) => (
              <div key={q.question} className={styles.question}>
                <h3>{q.question}</h3>
                <p>{q.answer}</p>
              </div>
            ))}
            {s.link &&
              (s.link.href.startsWith('/') ? (
                <PlainLink href={s.link.href}>{s.link.label}</PlainLink>
              ) : (
                <a href={s.link.href}>{s.link.label}</a>
              ))}
          </section>
        ))}
      </div>
    </article>
  );
}
