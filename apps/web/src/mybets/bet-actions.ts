import { IDEMPOTENCY_HEADER, type BetWire, type EditBetQuoteWire } from '@sb/contract';
import { api } from '../api/http-client';
import { refreshAccounts } from '../account/session';
import type { QueryClient } from '../query/query-client';
import { upsertBet } from './bets-query';

// The calls of an open bet in My bets (issue 22): cash-out of all or part of it, its auto
// cash-out rule, and editing it. Each answer updates the history in place.

const V2 = '/api/sportsbook/v2/bets';

/**
 * Cash-out of all of a bet or of `part` of its stake, with an Idempotency-Key made for this
 * attempt (issue 17): a repeat of the request is answered as the first was and pays once; a
 * new press is a new key.
 */
export async function cashOutBet(
  client: QueryClient,
  bet: BetWire,
  toCashout: number,
  part: number | null,
  locale: string,
  key: string = crypto.randomUUID(),
): Promise<BetWire> {
  const answer = await api<{ data: BetWire }>('POST', `${V2}/cashout`, {
    body: {
      bet_id: bet.id,
      to_cashout: toCashout,
      ...(part !== null ? { stake: part } : {}),
      locale,
    },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  upsertBet(client, answer.data);
  void refreshAccounts();
  return answer.data;
}

export async function setAutoCashout(
  client: QueryClient,
  bet: BetWire,
  threshold: number | null,
): Promise<BetWire> {
  const answer = await api<{ data: BetWire }>('POST', `${V2}/auto-cashout`, {
    body: { bet_id: bet.id, threshold },
  });
  upsertBet(client, answer.data);
  if (answer.data.status !== bet.status) void refreshAccounts();
  return answer.data;
}

export interface EditChange {
  remove: string[];
  add: {
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  }[];
  stake?: number | undefined;
}

export async function quoteEdit(bet: BetWire, change: EditChange): Promise<EditBetQuoteWire> {
  const answer = await api<{ data: EditBetQuoteWire }>('POST', `${V2}/edit/quote`, {
    body: { bet_id: bet.id, ...change },
  });
  return answer.data;
}

export async function confirmEdit(
  client: QueryClient,
  bet: BetWire,
  change: EditChange,
  quote: EditBetQuoteWire,
  key: string = crypto.randomUUID(),
): Promise<{ cashed_out: BetWire; placed: BetWire }> {
  const answer = await api<{ data: { cashed_out: BetWire; placed: BetWire } }>(
    'POST',
    `${V2}/edit`,
    {
      body: {
        bet_id: bet.id,
        ...change,
        stake: quote.stake,
        cashout: quote.cashout,
        odds: quote.odds,
      },
      // An edit cashes out and places in one: a repeat of the request must not do it twice.
      headers: { [IDEMPOTENCY_HEADER]: key },
    },
  );
  upsertBet(client, answer.data.cashed_out);
  upsertBet(client, answer.data.placed);
  void refreshAccounts();
  return answer.data;
}
