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
        </section>
      ))}
    </article>
  );
}
