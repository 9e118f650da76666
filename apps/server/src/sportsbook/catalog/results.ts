// Results for whoever settles bets (issue 4 -> the bets module): an in-process hook fired after
// the results are committed. Results are also stored (outcomes.result, match_results), so a
// process that missed the event can read them back.
import type { SettledMarket } from '@sb/domain';

export interface ResultEvent {
  /** result: first results; correction: results changed; void: match cancelled; rollback: results withdrawn. */
  kind: 'result' | 'correction' | 'void' | 'rollback';
  matchId: number;
  matchUrnId: string;
  /** Increases with every result, correction and rollback of the match. */
  version: number;
  status: number;
  score: { home: number; away: number } | null;
  /** Every settled market with the result of each outcome (empty for a rollback). */
  markets: SettledMarket[];
}

export type ResultListener = (event: ResultEvent) => void | Promise<void>;

export interface ResultsHub {
  on(listener: ResultListener): () => void;
  emit(event: ResultEvent): void;
}

export function createResultsHub(onError: (err: unknown) => void = () => {}): ResultsHub {
  const listeners = new Set<ResultListener>();
  return {
    on: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit: (event) => {
      for (const l of listeners) {
        try {
          const r = l(event);
          if (r && typeof (r as Promise<void>).catch === 'function')
            (r as Promise<void>).catch(onError);
        } catch (err) {
          onError(err);
        }
      }
    },
  };
}
