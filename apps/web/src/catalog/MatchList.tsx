import { memo, type CSSProperties } from 'react';
import type { Match } from '@sb/contract';
import { tournamentHref } from '../api/catalog';
import { SportIcon } from '../icons/SportIcon';
import { useT } from '../i18n/useT';
import { groupByTournament, isMessageKey, outcomeLabel, type MatchGroup } from './labels';
import styles from './MatchList.module.css';
import { MatchRow, mainColumns } from './MatchRow';
import { PlainLink } from '../navigation/PlainLink';
import { FavouriteStar } from '../favourites/FavouriteStar';

/**
 * Matches grouped by league, each group with a header (sport, country, league) whose column
 * labels sit above the odds (`1 X 2`, `Total`).
 */
export function MatchList({
  matches,
  empty,
  headingLevel = 3,
  testId,
}: {
  matches: readonly Match[];
  empty?: string;
  headingLevel?: 2 | 3 | 4;
  testId?: string;
}) {
  const groups = groupByTournament(matches);
  if (!groups.length)
    return empty ? (
      <p className={styles.empty} data-testid={testId}>
        {empty}
      </p>
    ) : null;
  return (
    <div className={styles.list} data-testid={testId}>
      {/* No Suspense boundaries here: the server would stream large ones after the page and
          swap them in, moving everything below (layout shift). */}
      {groups.map((g) => (
        <Group key={g.key} group={g} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

/**
 * A league's block. It re-renders only when one of its matches changed (the live merge keeps
 * unchanged matches as the same objects), not on every update anywhere on the page.
 */
const Group = memo(function Group({
  group,
  headingLevel,
}: {
  group: MatchGroup;
  headingLevel: 2 | 3 | 4;
}) {
  const { t } = useT();
  const first = group.matches.find((m) => m.type === 'match' && m.main_market) ?? group.matches[0]!;
  const columns = mainColumns(first);
  const outcomes = first.main_market?.outcomes.slice(0, columns) ?? [];
  const secondary = group.matches.find(
    (m) => m.secondary_market?.outcomes.length === 2,
  )?.secondary_market;
  const hasSecondary = !!secondary;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const outrightsOnly = group.matches.every((m) => m.type === 'outright');
  return (
    <section
      className={styles.group}
      style={{ '--rows': group.matches.length } as CSSProperties}
      aria-label={`${group.category.name} · ${group.tournament.name}`}
    >
      <div className={styles.groupHeader}>
        <Heading className={styles.groupTitle}>
          <SportIcon sportKey={group.sport.key} type={group.sport.type} size={16} />
          <PlainLink href={tournamentHref(group.sport.key, group.tournament.slug)}>
            <span className={styles.category}>{group.category.name}</span>
            <span className={styles.tournament}>{group.tournament.name}</span>
          </PlainLink>
          {/* issue 27: the league's star on its header too. */}
          <FavouriteStar
            type="leagues"
            id={String(group.tournament.id)}
            name={group.tournament.name}
            testId="league-star"
          />
        </Heading>
        {!outrightsOnly && (
          <>
            <div
              className={styles.labels}
              style={{ '--columns': columns } as CSSProperties}
              aria-hidden="true"
            >
              {outcomes.map((o) => {
                const label = outcomeLabel(o);
                return <span key={o.id}>{isMessageKey(label) ? t(label) : label}</span>;
              })}
            </div>
            <div className={styles.secondaryLabels} aria-hidden="true">
              {hasSecondary && secondary ? (
                <>
                  <span>{t('odds.short.line')}</span>
                  {secondary.outcomes.map((o) => {
                    const label = outcomeLabel(o);
                    return <span key={o.id}>{isMessageKey(label) ? t(label) : label}</span>;
                  })}
                </>
              ) : null}
            </div>
            <span className={styles.moreLabel} aria-hidden="true" />
          </>
        )}
      </div>
      {group.matches.map((m) => (
        <MatchRow key={m.id} match={m} columns={columns} />
      ))}
    </section>
  );
}, sameGroup);

function sameGroup(
  a: { group: MatchGroup; headingLevel: number },
  b: { group: MatchGroup; headingLevel: number },
): boolean {
  const x = a.group.matches;
  const y = b.group.matches;
  return (
    a.headingLevel === b.headingLevel &&
    a.group.key === b.group.key &&
    x.length === y.length &&
    x.every((m, i) => m === y[i])
  );
}
