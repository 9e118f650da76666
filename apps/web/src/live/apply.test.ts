import { createQueryClient } from '../query/query-client';
import type { MarketsAnswer, MatchAnswer, MatchesAnswer } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import type { MatchListSpec } from '../api/catalog';
import { queryKeys } from '../api/query-keys';
import { applyMatchPublication, applyPublicPublication } from './apply';
import { fresh, list, market, match } from './test-fixtures';

const now = Date.parse('2026-11-21T18:00:00.000Z');
const liveSpec: MatchListSpec = { status: 'live', limit: 10 };
const prematchSpec: MatchListSpec = { status: 'prematch', limit: 10 };

function cache() {
  const client = createQueryClient();
  const a = match({ id: 1 });
  const b = match({ id: 2 });
  client.setQueryData(queryKeys.matches('en', liveSpec), list([]));
  client.setQueryData(queryKeys.matches('en', prematchSpec), list([a, b]));
  client.setQueryData(queryKeys.match('en', 1), { data: a });
  client.setQueryData(queryKeys.markets('en', 1), {
    data: [a.main_market!],
    pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
  });
  const get = <T>(key: readonly unknown[]) => client.getQueryData<T>(key)!;
  return { client, a, b, get };
}

describe('publications into the page cache (domain 4 live merge)', () => {
  it('moves odds in every list and match that shows the match, nowhere else', () => {
    const { client, a, b, get } = cache();
    const before = get<MatchesAnswer>(queryKeys.matches('en', prematchSpec));
    const changed = fresh(a.main_market!);
    changed.outcomes[0]!.odds = 1800;
    applyPublicPublication(
      client,
      'en',
      {
        event_name: 'markets_changed',
        message: { match_id: 1, match_urn_id: a.urn_id, markets: [changed] },
      },
      now,
    );
    const after = get<MatchesAnswer>(queryKeys.matches('en', prematchSpec));
    expect(after.data[0]!.main_market!.outcomes[0]!.odds).toBe(1800);
    expect(after.data[1]).toBe(before.data[1]);
    expect(get<MatchAnswer>(queryKeys.match('en', 1)).data.main_market!.outcomes[0]!.odds).toBe(
      1800,
    );
    expect(b.main_market!.outcomes[0]!.odds).toBe(2100);
  });

  it('moves a starting match from the prematch list into the live list', () => {
    const { client, a, get } = cache();
    applyPublicPublication(
      client,
      'en',
      {
        event_name: 'match_status_changed',
        message: {
          match_id: 1,
          match_urn_id: a.urn_id,
          status: 1,
          previous_status: 0,
          match: { ...fresh(a), status: 1 },
        },
      },
      now,
    );
    expect(get<MatchesAnswer>(queryKeys.matches('en', liveSpec)).data.map((m) => m.id)).toEqual([
      1,
    ]);
    expect(get<MatchesAnswer>(queryKeys.matches('en', prematchSpec)).data.map((m) => m.id)).toEqual(
      [2],
    );
    expect(get<MatchAnswer>(queryKeys.match('en', 1)).data.status).toBe(1);
  });

  it('leaves the cache untouched by an update that changes nothing', () => {
    const { client, a, get } = cache();
    const lists = get<MatchesAnswer>(queryKeys.matches('en', prematchSpec));
    applyPublicPublication(client, 'en', { event_name: 'match_changed', message: fresh(a) }, now);
    expect(get<MatchesAnswer>(queryKeys.matches('en', prematchSpec))).toBe(lists);
  });

  it('updates the match page markets from its own channel, dropping closed ones', () => {
    const { client, a, get } = cache();
    const total = market({ id: 18, specifier: 'total=2.5', priority: 2, odds: [1900, 1900] });
    const send = (markets: ReturnType<typeof market>[]) =>
      applyMatchPublication(client, 'en', 1, {
        event_name: 'markets_changed',
        message: { match_id: 1, match_urn_id: a.urn_id, markets },
      });
    send([total]);
    expect(get<MarketsAnswer>(queryKeys.markets('en', 1)).data.map((m) => m.id)).toEqual([1, 18]);
    send([{ ...fresh(a.main_market!), status: 0 }]);
    expect(get<MarketsAnswer>(queryKeys.markets('en', 1)).data.map((m) => m.id)).toEqual([18]);
  });
});
