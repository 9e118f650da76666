// Trading controls (issue 4): what an operator can tell the engine. Tests and e2e journeys use
// them to drive matches.
import type { MarketOutcomeResult } from '@sb/domain';

export type TradingCommand =
  | {
      kind:
        | 'suspend_match'
        | 'reopen_match'
        | 'start_match'
        | 'finish_match'
        | 'void_match'
        | 'rollback';
      matchId: number;
    }
  | {
      kind: 'suspend_market' | 'reopen_market';
      matchId: number;
      marketId: number;
      specifier: string;
    }
  | {
      kind: 'set_result';
      matchId: number;
      score?: { home: number; away: number };
      htScore?: { home: number; away: number };
      markets?: {
        marketId: number;
        specifier: string;
        outcomes: { id: string; result: MarketOutcomeResult }[];
      }[];
    };

export type TradingOutcome =
  | { ok: true; matchId: number; status: number; message: string }
  | { ok: false; status: 400 | 404 | 409; key: string; message: string };
