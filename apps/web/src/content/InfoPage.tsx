import { PlainLink } from '../navigation/PlainLink';
import type { InfoSection } from './rules';
import styles from './InfoPage.module.css';

export function InfoPage({ title, sections }: { title: string; sections: InfoSection[] }) {
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
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
    </article>
  );
}
