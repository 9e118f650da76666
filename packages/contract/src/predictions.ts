import { z } from 'zod';

// Predictions (domain 7 GET and POST /vote, entity "prediction (prediction_id, data,
// created_at)"; issue 27) under /api/sportsbook/v2. `prediction_id` is the id of the match the
// prediction is about: a player has at most one per match. `data` is the predicted final score;
// the domain's `predictedScore` bounds it (whole goals, 0..MAX_PREDICTED_SCORE).

const matchId = z.string().regex(/^[1-9][0-9]{0,9}$/);

export const predictedScoreWire = z
  .object({ home: z.number(), away: z.number() })
  .strict()
  .meta({ id: 'PredictedScore' });

export const predictionWire = z
  .object({
    prediction_id: z.string(),
    data: predictedScoreWire,
    created_at: z.string(),
    /** 3 exact score, 1 right outcome, 0 otherwise; null until the match has a final score. */
    points: z.number().int().nullable(),
  })
  .meta({ id: 'Prediction' });
export type PredictionWire = z.infer<typeof predictionWire>;

export const voteRequest = z.object({ prediction_id: matchId, data: predictedScoreWire }).strict();
export type VoteRequest = z.infer<typeof voteRequest>;

export const voteQuery = z.object({ prediction_id: matchId }).strict();

const split = z.object({ home: z.number(), draw: z.number(), away: z.number() });

/** GET /vote: the caller's prediction (null for a visitor or none yet) and the match's state. */
export const voteStateWire = z
  .object({
    prediction_id: z.string(),
    prediction: predictionWire.nullable(),
    /** Predictions are taken (before kick-off). */
    open: z.boolean(),
    /** The crowd: how many predicted, and the share (percent) of home win, draw, away win. */
    crowd: z.object({ total: z.number().int(), shares: split }),
    /** The final score once there is one. */
    result: z.object({ home: z.number(), away: z.number() }).nullable(),
  })
  .meta({ id: 'VoteState' });
export type VoteStateWire = z.infer<typeof voteStateWire>;

export const voteStateAnswer = z.object({ data: voteStateWire });
export const predictionAnswer = z.object({ data: predictionWire });

export const leaderboardEntryWire = z
  .object({
    rank: z.number().int(),
    /** The e-mail masked to its first letter and domain. */
    name: z.string(),
    points: z.number().int(),
    predictions: z.number().int(),
  })
  .meta({ id: 'PredictionLeader' });
export type LeaderboardEntryWire = z.infer<typeof leaderboardEntryWire>;
export const leaderboardAnswer = z.object({ data: z.array(leaderboardEntryWire) });
