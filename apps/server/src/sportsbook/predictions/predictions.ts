import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  maskEmail,
  predictedScore,
  predictionOpen,
  predictionPoints,
  predictionShares,
  type PredictedScore,
} from '@sb/domain';
import type { LeaderboardEntryWire, PredictionWire, VoteStateWire } from '@sb/contract';
import type { Db } from '../../db';
import { predictionResults, predictions, type PredictionRow } from './schema';

// Predictions (domain 7 GET/POST /vote, page-builder block "prediction"; issue 27): one
// free-to-play score prediction per player per match, taken until kick-off and scored from the
// match's final score when the catalog announces its result. The rules are the domain's
// (prediction.ts); this service stores what they decide.

/** What the predictions ask of the catalog (composition root: the catalog module). */
export interface PredictionsCatalog {
  /** A match's status and kick-off, or null for an unknown match or an outright. */
  match(id: number): Promise<{ status: number; startTime: number } | null>;
}

export interface PredictionsDeps {
  db: Db;
  catalog: PredictionsCatalog;
  /** Players' e-mails, for the leaderboard's masked names (the platform's accounts). */
  emails(playerIds: number[]): Promise<Map<number, string>>;
  now?: () => number;
}

/** What the catalog's results hook tells (catalog ResultEvent, narrowed). */
export interface MatchResult {
  kind: 'result' | 'correction' | 'void' | 'rollback';
  matchId: number;
  version: number;
  score: PredictedScore | null;
}

export type VoteOutcome =
  { ok: true; value: PredictionWire } | { ok: false; status: number; key: string; message: string };

export const LEADERBOARD_SIZE = 10;

const view = (r: PredictionRow): PredictionWire => ({
  prediction_id: String(r.matchId),
  data: { home: r.home, away: r.away },
  created_at: r.createdAt.toISOString(),
  points: r.points,
});

export class Predictions {
  private readonly now: () => number;
  constructor(private readonly deps: PredictionsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** GET /vote: the caller's prediction (none for a visitor), whether it is open, the crowd. */
  async state(matchId: number, playerId: number | null): Promise<VoteStateWire | null> {
    const match = await this.deps.catalog.match(matchId);
    if (!match) return null;
    const { db } = this.deps;
    const [mine, crowd, result] = await Promise.all([
      playerId === null
        ? Promise.resolve([])
        : db.orm
            .select()
            .from(predictions)
            .where(and(eq(predictions.playerId, playerId), eq(predictions.matchId, matchId))),
      db.orm
        .select({
          home: sql<number>`count(*) filter (where ${predictions.home} > ${predictions.away})`,
          draw: sql<number>`count(*) filter (where ${predictions.home} = ${predictions.away})`,
          away: sql<number>`count(*) filter (where ${predictions.home} < ${predictions.away})`,
        })
        .from(predictions)
        .where(eq(predictions.matchId, matchId)),
      db.orm.select().from(predictionResults).where(eq(predictionResults.matchId, matchId)),
    ]);
    const counts = {
      home: Number(crowd[0]?.home ?? 0),
      draw: Number(crowd[0]?.draw ?? 0),
      away: Number(crowd[0]?.away ?? 0),
    };
    return {
      prediction_id: String(matchId),
      prediction: mine[0] ? view(mine[0]) : null,
      open: predictionOpen(match, this.now()),
      crowd: { total: counts.home + counts.draw + counts.away, shares: predictionShares(counts) },
      result: result[0] ? { home: result[0].home, away: result[0].away } : null,
    };
  }

  /** POST /vote: once per player per match, before kick-off; anything else stores nothing. */
  async vote(playerId: number, matchId: number, data: unknown): Promise<VoteOutcome> {
    const score = predictedScore(data);
    if (!score)
      return refuse(400, 'error.vote.invalid_data', 'A score of whole goals, 0 to 200 a side');
    const match = await this.deps.catalog.match(matchId);
    if (!match) return refuse(404, 'error.vote.not_found', 'No such match');
    if (!predictionOpen(match, this.now()))
      return refuse(409, 'error.vote.closed', 'Predictions closed at kick-off');
    // The primary key decides a race: of two POSTs one row is stored, the other is told so.
    const [row] = await this.deps.db.orm
      .insert(predictions)
      .values({ playerId, matchId, home: score.home, away: score.away })
      .onConflictDoNothing()
      .returning();
    if (!row) return refuse(409, 'error.vote.already_voted', 'One prediction per match');
    return { ok: true, value: view(row) };
  }

  /**
   * Scores a match's predictions from its final score (the catalog's results hook). Each result
   * version scores once: a replay changes nothing, a correction scores again, a void or a
   * rollback takes the points back.
   */
  async onResult(r: MatchResult): Promise<void> {
    const { db } = this.deps;
    // Most matches have no predictions, and none can come after kick-off: nothing to write.
    const [any] = await db.orm
      .select({ matchId: predictions.matchId })
      .from(predictions)
      .where(eq(predictions.matchId, r.matchId))
      .limit(1);
    if (!any) return;
    if (r.kind === 'void' || r.kind === 'rollback') {
      await db.orm.transaction(async (tx) => {
        await tx.delete(predictionResults).where(eq(predictionResults.matchId, r.matchId));
        await tx
          .update(predictions)
          .set({ points: null, resultVersion: r.version })
          .where(and(eq(predictions.matchId, r.matchId), notScoredFrom(r.version)));
      });
      return;
    }
    // A result of some markets only (no final score) leaves the predictions as they are.
    const final = r.score;
    if (!final) return;
    await db.orm.transaction(async (tx) => {
      await tx
        .insert(predictionResults)
        .values({ matchId: r.matchId, home: final.home, away: final.away, version: r.version })
        .onConflictDoUpdate({
          target: predictionResults.matchId,
          set: { home: final.home, away: final.away, version: r.version },
          setWhere: lt(predictionResults.version, r.version),
        });
      const due = await tx
        .select()
        .from(predictions)
        .where(and(eq(predictions.matchId, r.matchId), notScoredFrom(r.version)));
      // One update per possible number of points (3, 1, 0), not one per player.
      const byPoints = new Map<number, number[]>();
      for (const p of due) {
        const points = predictionPoints(p, final);
        byPoints.set(points, [...(byPoints.get(points) ?? []), p.playerId]);
      }
      for (const [points, players] of byPoints)
        await tx
          .update(predictions)
          .set({ points, resultVersion: r.version })
          .where(
            and(
              eq(predictions.matchId, r.matchId),
              inArray(predictions.playerId, players),
              notScoredFrom(r.version),
            ),
          );
    });
  }

  /** GET /vote/leaderboard: the players with the most points, e-mails masked. */
  async leaderboard(): Promise<LeaderboardEntryWire[]> {
    const total = sql<number>`sum(${predictions.points})`;
    const rows = await this.deps.db.orm
      .select({ playerId: predictions.playerId, points: total, predictions: count() })
      .from(predictions)
      .where(isNotNull(predictions.points))
      .groupBy(predictions.playerId)
      .orderBy(desc(total), asc(predictions.playerId))
      .limit(LEADERBOARD_SIZE);
    const emails = await this.deps.emails(rows.map((r) => r.playerId));
    let rank = 0;
    return rows.map((r, i) => {
      // Equal points share a rank (1, 1, 3).
      if (i === 0 || Number(rows[i - 1]!.points) !== Number(r.points)) rank = i + 1;
      return {
        rank,
        name: maskEmail(emails.get(r.playerId) ?? ''),
        points: Number(r.points),
        predictions: Number(r.predictions),
      };
    });
  }
}

/** Not yet scored from this result version (nor a later one). */
const notScoredFrom = (version: number) =>
  or(isNull(predictions.resultVersion), lt(predictions.resultVersion, version));

function refuse(status: number, key: string, message: string): VoteOutcome {
  return { ok: false, status, key, message };
}
