// Model-based test (fast-check commands): random sequences of slip events, under random
// settings, never produce a state that breaks the combination rules of domain 5 or the slip's
// own bookkeeping. The model predicts the toggle of domain 4 (an outcome in the slip is removed,
// one not in it is added or refused with an alert) and the clear.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS, selectionKey, type MatchStatus } from '../selection';
import type { SlipBonus } from '../bonus';
import { minorUnits } from '../money';
import { odds } from '../odds';
import type { OddsChangePolicy } from '../odds-change';
import { systemTypes } from '../system';
import { EUR, USD, selectionInput, slipEnv } from './fixtures';
import { slipInvariantViolations } from './invariants';
import { initialSlipState } from './initial-state';
import { slipTransition } from './transition';
import type { SlipEffect, SlipEnv, SlipEvent, SlipState } from './types';

interface Real {
  state: SlipState;
  env: SlipEnv;
  effects: SlipEffect[];
}
interface Model {
  /** Outcomes the model knows are in the slip (it learns refusals from the real slip). */
  selected: Set<string>;
}

function apply(real: Real, event: SlipEvent): void {
  const [next, effects] = slipTransition(real.state, event, real.env);
  real.state = next;
  real.effects = effects;
  expect(slipInvariantViolations(next, real.env)).toEqual([]);
}

class Pick implements fc.Command<Model, Real> {
  constructor(
    readonly matchId: number,
    readonly outcomeId: number,
    readonly provider: string,
    readonly status: MatchStatus,
    readonly o: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const input = selectionInput(this.matchId, {
      outcomeId: this.outcomeId,
      provider: this.provider,
      matchStatus: this.status,
      odds: this.o,
    });
    const id = selectionKey(input);
    const before = real.state;
    const t = before.ticket;
    const editable = !t.inProgress && t.ticketState !== 'processing';
    apply(real, { type: 'outcomeSelected', selection: input });
    const now = real.state.ticket.selectedOutcomeIds.includes(id);
    if (!editable || t.bets[0]?.customOdds) {
      expect(real.state.ticket.bets).toEqual(before.ticket.bets);
    } else if (model.selected.has(id)) {
      // domain 4: an outcome already in the slip is removed.
      expect(now).toBe(false);
    } else if (!now) {
      // Not added: refused with an alert, or taken by the quick bet, or not approved for it.
      const refused = real.effects.some((e) => e.type === 'showAlert');
      const quick = before.quickBet.isEnabled && this.status === MATCH_STATUS.live;
      expect(refused || quick).toBe(true);
    }
    model.selected = new Set(real.state.ticket.selectedOutcomeIds);
  }
  toString = () =>
    `pick(${this.matchId}/${this.outcomeId} ${this.provider} s${this.status} @${this.o})`;
}

class Event implements fc.Command<Model, Real> {
  constructor(
    readonly event: SlipEvent | ((s: SlipState) => SlipEvent | null),
    readonly name: string,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const event = typeof this.event === 'function' ? this.event(real.state) : this.event;
    if (!event) return;
    apply(real, event);
    if (event.type === 'cleared' && !real.state.ticket.inProgress) {
      expect(real.state.ticket.bets).toEqual([]);
    }
    model.selected = new Set(real.state.ticket.selectedOutcomeIds);
  }
  toString = () => this.name;
}

const freebet: SlipBonus = {
  id: 'fb',
  type: 'freebet',
  amount: minorUnits(300),
  currencyCode: 'EUR',
  minOdds: null,
  maxOdds: null,
  matchStatus: null,
  selectionCountFrom: null,
  selectionCountTo: null,
  isActive: true,
};
const boost: SlipBonus = {
  id: 'cb',
  type: 'comboboost',
  minOdds: odds(1200),
  onlyVerified: false,
  ranges: [{ minCount: 2, maxCount: 20, bonusOdds: odds(1100) }],
};

const arbProvider = fc.constantFrom('betradar', 'betradar', 'oddin', 'lsports');
const arbStatus = fc.constantFrom<MatchStatus>(MATCH_STATUS.prematch, MATCH_STATUS.live);
const arbOdds = fc.integer({ min: 1001, max: 9000 });
const arbBetIndex = fc.nat(6);
const betIdAt = (s: SlipState, i: number) =>
  s.ticket.bets[i % Math.max(1, s.ticket.bets.length)]?.id;

const commands = [
  fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 3 }),
      arbProvider,
      arbStatus,
      arbOdds,
    )
    .map(([m, o, p, s, x]) => new Pick(m, o, p, s, x)),
  arbBetIndex.map(
    (i) =>
      new Event((s) => {
        const id = s.ticket.selectedOutcomeIds[i % Math.max(1, s.ticket.selectedOutcomeIds.length)];
        return id ? { type: 'selectionRemoved', selectionId: id } : null;
      }, `remove(${i})`),
  ),
  fc
    .tuple(
      fc.constantFrom('single', 'combo', 'system' as const),
      fc.option(fc.constantFrom(...systemTypes(7))),
    )
    .map(
      ([betType, type]) =>
        new Event(
          { type: 'betTypeChanged', betType, ...(type ? { systemType: type } : {}) },
          `type(${betType})`,
        ),
    ),
  fc
    .tuple(
      arbBetIndex,
      fc.integer({ min: 0, max: 5000 }),
      fc.constantFrom('stake', 'potentialWin' as const),
    )
    .map(
      ([i, v, source]) =>
        new Event((s) => {
          const betId = betIdAt(s, i);
          return betId ? { type: 'stakeChanged', betId, value: minorUnits(v), source } : null;
        }, `stake(${i}, ${v}, ${source})`),
    ),
  fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 3 }),
      arbOdds,
      fc.constantFrom(1, 1, -1, 0),
      fc.boolean(),
    )
    .map(
      ([matchId, outcomeId, o, status, complete]) =>
        new Event(
          {
            type: 'marketsChanged',
            matchId,
            complete,
            markets: [
              {
                id: 1,
                specifier: '',
                status,
                outcomes: [{ id: outcomeId, active: true, odds: odds(o) }],
              },
            ],
          },
          `markets(${matchId}/${outcomeId} @${o} s${status})`,
        ),
    ),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom<MatchStatus>(0, 1, 2, 4))
    .map(
      ([matchId, status]) =>
        new Event(
          { type: 'matchStatusChanged', matchId, status },
          `matchStatus(${matchId}, ${status})`,
        ),
    ),
  fc
    .tuple(arbProvider, fc.boolean())
    .map(
      ([provider, active]) =>
        new Event(
          { type: 'providerStatusChanged', provider, active },
          `provider(${provider}, ${active})`,
        ),
    ),
  fc.constant(new Event({ type: 'oddsChangesAccepted' }, 'acceptOdds')),
  fc.constant(new Event({ type: 'placeRequested' }, 'place')),
  fc.constantFrom('waiting_results', 'submitted', 'rejected' as const).map(
    (status) =>
      new Event(
        (s) =>
          s.ticket.inProgress
            ? {
                type: 'placeSucceeded',
                placedBets: s.ticket.processingBets.map((id, i) => ({
                  slipBetId: id,
                  betId: `B${id}`,
                  status: i === 0 ? status : 'waiting_results',
                })),
              }
            : null,
        `placed(${status})`,
      ),
  ),
  fc.constant(
    new Event(
      (s) =>
        s.ticket.ticketState === 'processing' && s.ticket.placedBets[0]
          ? { type: 'betChanged', bet: { ...s.ticket.placedBets[0], status: 'waiting_results' } }
          : null,
      'accepted',
    ),
  ),
  fc.option(fc.integer({ min: 100, max: 120 })).map(
    (code) =>
      new Event(
        {
          type: 'placeFailed',
          error: code ? { message: 'error.place_bets.default', code } : { message: 'x' },
        },
        `failed(${code})`,
      ),
  ),
  fc
    .boolean()
    .map((keep) => new Event({ type: 'receiptClosed', keepSelections: keep }, `receipt(${keep})`)),
  fc.constant(new Event({ type: 'cleared' }, 'clear')),
  fc
    .constantFrom(EUR, USD)
    .map(
      (currency) => new Event({ type: 'currencyChanged', currency }, `currency(${currency.code})`),
    ),
  fc
    .tuple(arbBetIndex, fc.subarray([freebet, boost, { id: 'h', type: 'hunting' } as SlipBonus]))
    .map(
      ([i, list]) =>
        new Event(
          (s) => {
            const betId = betIdAt(s, i);
            return betId ? { type: 'bonusesChanged', betId, availableBonuses: list } : null;
          },
          `bonuses(${i}, ${list.map((b) => b.id)})`,
        ),
    ),
  fc.tuple(arbBetIndex, fc.option(fc.constant('fb'))).map(
    ([i, bonusId]) =>
      new Event((s) => {
        const betId = betIdAt(s, i);
        return betId ? { type: 'freebetChosen', betId, bonusId } : null;
      }, `freebet(${i}, ${bonusId})`),
  ),
  fc
    .subarray(systemTypes(6))
    .map(
      (types) =>
        new Event(
          { type: 'systemTypesLoaded', systemTypes: types },
          `systemTypes(${types.length})`,
        ),
    ),
  fc
    .constantFrom<SlipEvent>(
      { type: 'quickBetToggled' },
      { type: 'quickBetApproved' },
      { type: 'quickBetStakeChanged', stake: minorUnits(200) },
      { type: 'signedOut' },
      { type: 'routeChanged' },
    )
    .map((e) => new Event(e, e.type)),
  fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(arbStatus, { minLength: 1, maxLength: 3 })).map(
    ([matchId, statuses]) =>
      new Event(
        {
          type: 'customBetAdded',
          customOdds: odds(4000),
          selections: statuses.map((matchStatus, i) =>
            selectionInput(matchId, { marketId: 10 + i, matchStatus }),
          ),
        },
        `custom(${matchId}, ${statuses})`,
      ),
  ),
  fc.constant(
    new Event(
      (s) =>
        s.ticket.bets.length > 0
          ? { type: 'betsRestored', bets: s.ticket.bets, source: 'share' }
          : null,
      'restoreOwn',
    ),
  ),
];

const arbEnv = fc
  .record({
    multiSingleBets: fc.boolean(),
    betradar: fc.boolean(),
    oddin: fc.boolean(),
    lsports: fc.boolean(),
    policy: fc.constantFrom<OddsChangePolicy>('none', 'higher', 'any'),
    isLoggedIn: fc.boolean(),
    customBetAllowSingle: fc.boolean(),
  })
  .map((r) =>
    slipEnv({
      settings: {
        multiSingleBets: r.multiSingleBets,
        availableByProvider: { betradar: r.betradar, oddin: r.oddin, lsports: r.lsports },
        oddsChangePolicy: r.policy,
        customBetAllowSingle: r.customBetAllowSingle,
      },
      player: { isLoggedIn: r.isLoggedIn },
    }),
  );

describe('domain 4 + domain 5: random slip event sequences (model-based)', () => {
  it('never break a combination rule or the slip bookkeeping', () => {
    fc.assert(
      fc.property(arbEnv, fc.commands(commands, { maxCommands: 60 }), (env, cmds) => {
        const real: Real = { state: initialSlipState(), env, effects: [] };
        fc.modelRun(() => ({ model: { selected: new Set<string>() }, real }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
