/**
 * The bet slip: ONE reducer for every transition of domain 4 (and the ticket panel of shell 2.8).
 *
 *   const [next, effects] = slipTransition(state, event, env);
 *
 * - `state` (SlipState): ticket, quick bet, panel. Start from `initialSlipState()`.
 * - `event` (SlipEvent): what happened: a click, a keystroke, a push update, an API answer.
 * - `env` (SlipEnv): what the slip reads but does not own: settings, the player, the device id.
 * - `effects` (SlipEffect[]): what the host must do: open sign-in or a modal, call POST /bets,
 *   show an alert, fetch bonuses. The reducer performs nothing; it has no clock, no IO, no
 *   randomness, so a sequence of events always gives the same slip.
 *
 * The host feeds API answers back as events (placeSucceeded / placeFailed, quickBetSucceeded /
 * quickBetFailed, bonusesChanged). An event that does not apply in the current state returns the
 * same state object and no effects ("ignored"), so hosts may compare by reference.
 *
 * Guarantees: the bets never break a combination rule of domain 5 (a change that would is
 * refused with an alert carrying the rule's key); selectedOutcomeIds always lists exactly the
 * selections of the bets; odds and profit of every bet follow from its selections and stake.
 */
import { placementPayload, placementType, type BetType } from '../bet';
import { MATCH_STATUS, isBettableMatchStatus } from '../selection';
import { isFreebet, reselectBonus, type SlipBonus } from '../bonus';
import { COMBINATION_KEYS, combinationViolations } from '../combination';
import { checkBetLimits } from '../limits';
import { ZERO, potentialWin, stakeForWin } from '../money';
import { oddsChangeVerdict } from '../odds-change';
import type { BetStatus } from '../settlement';
import { sortSystemTypes, type SystemType } from '../system';
import { initialTicket } from './initial-state';
import {
  PLACE_BET_KEYS,
  BET_ERROR_CODES,
  placeButtonRefusal,
  type PlaceButtonBlock,
  type PlaceButtonRefusal,
  type ValidationSettings,
} from '../validation';
import {
  addSelection,
  changeBetType,
  combinationSettings,
  draftOf,
  newBet,
  normalizeBets,
  removeSelection,
  reprice,
  slipSelection,
} from './bets';
import type {
  MarketSnapshot,
  PlacedBet,
  SlipAlert,
  SlipBet,
  SlipEffect,
  SlipEnv,
  SlipEvent,
  SlipSelection,
  SlipState,
  Ticket,
} from './types';

/** The generic error alert (domain 8: default title and description keys). */
export const GENERIC_ERROR_ALERT: SlipAlert = {
  kind: 'error',
  titleKey: 'error.default.title',
  descriptionKey: 'error.default.description',
};

/** domain 8 quick-bet key. */
export const QUICK_BET_KEYS = {
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
} as const;

/** domain 8 share-bet messages (their keys are not named by the spec). */
export const SHARE_BET_KEYS = {
  linkNotFound: 'sb.share_bet.link_not_found',
  tryAnotherBet: 'sb.share_bet.link_try_another_bet',
  tryLater: 'sb.share_bet.link_try_later',
} as const;

/** The slip bet id of a quick bet's placement. */
export const QUICK_BET_ID = 'quick';

type Result = [SlipState, SlipEffect[]];

const ignore = (state: SlipState): Result => [state, []];

/** The slip reducer. See the top of this file. */
export function slipTransition(state: SlipState, event: SlipEvent, env: SlipEnv): Result {
  const t = state.ticket;
  switch (event.type) {
    case 'outcomeSelected': {
      // domain 4 Selecting an outcome: ignored while a bet is in progress.
      if (!editable(t)) return ignore(state);
      if (t.bets[0]?.customOdds)
        return [state, [{ type: 'openModal', modal: 'custom-bet-ticket' }]];
      const selection = slipSelection(event.selection, env);
      if (t.selectedOutcomeIds.includes(selection.id)) {
        return withBets(state, removeSelection(t.bets, selection.id, t.systemTypes), env);
      }
      let s = state;
      if (s.quickBet.isEnabled) {
        // domain 4 Quick bet: a live selection is placed at once; otherwise quick bet goes off.
        if (selection.matchStatus === MATCH_STATUS.live) return quickPlace(s, selection, env);
        s = { ...s, quickBet: { ...s.quickBet, isEnabled: false, isApproved: false } };
      }
      if (s.ticket.ticketState === 'success') s = freshSlip(s);
      return addToSlip(s, selection, env);
    }

    case 'selectionRemoved': {
      if (!editable(t) || t.ticketState === 'success') return ignore(state);
      if (!t.selectedOutcomeIds.includes(event.selectionId)) return ignore(state);
      return withBets(state, removeSelection(t.bets, event.selectionId, t.systemTypes), env);
    }

    case 'customBetAdded': {
      if (!editable(t)) return ignore(state);
      const selections = event.selections.map((s) => slipSelection(s, env));
      if (selections.length === 0) return ignore(state);
      if (selections.length === 1 && !env.settings.customBetAllowSingle) {
        return [state, [alert('error.validation.combination.bet_shape')]];
      }
      const s = freshSlip(state);
      const id = `b${s.nextBetNumber}`;
      const bet: SlipBet = {
        ...newBet(id, selections, env.player.currency),
        customOdds: event.customOdds,
      };
      const reshaped = normalizeBets([bet], t.systemTypes);
      const violation = violationOf(reshaped, env, t.systemTypes);
      if (violation) return [state, [alert(violation)]];
      return withBets({ ...s, nextBetNumber: s.nextBetNumber + 1 }, reshaped, env);
    }

    case 'restoreStarted':
      return [{ ...state, ticket: { ...t, isRestoring: true } }, []];

    case 'restoreFailed':
      return [{ ...state, ticket: { ...t, isRestoring: false } }, [alert(SHARE_BET_KEYS.tryLater)]];

    case 'betsRestored': {
      const s: SlipState = { ...state, ticket: { ...t, isRestoring: false } };
      // domain 4 Share-bet restore: an empty result shows the not-found message; storage restores
      // only a non-empty list.
      if (event.bets.length === 0) {
        return [
          s,
          event.source === 'share' ? [{ type: 'openModal', modal: 'share-bet-not-found' }] : [],
        ];
      }
      if (!editable(t)) return [s, []];
      let n = s.nextBetNumber;
      const currency = env.player.currency;
      const restored = event.bets.map((b) => {
        // A stake in another currency cannot be carried over without a rate: it restarts at 0.
        const sameCurrency = b.currency.code === currency.code;
        return {
          ...b,
          id: `b${n++}`,
          currency,
          stake: sameCurrency ? b.stake : ZERO,
          freebetStake: sameCurrency ? b.freebetStake : null,
          bonus: sameCurrency ? b.bonus : null,
          stakeSource:
            event.source === 'share' || !sameCurrency ? ('sharing' as const) : b.stakeSource,
          // A shared slip's stake is the sharer's, not one this player typed (defect 8).
          stakePrefilled: event.source === 'share' ? true : b.stakePrefilled === true,
          betId: null,
          status: null,
        };
      });
      const bets = normalizeBets(restored, t.systemTypes);
      if (violationOf(bets, env, t.systemTypes)) return [s, [alert(SHARE_BET_KEYS.tryAnotherBet)]];
      return withBets({ ...s, nextBetNumber: n }, bets, env);
    }

    case 'betTypeChanged': {
      if (!editable(t) || t.ticketState === 'success') return ignore(state);
      let n = state.nextBetNumber;
      const reshaped = changeBetType(
        t.bets,
        event.betType,
        event.systemType,
        () => `b${n++}`,
        combinationSettings(env, t.systemTypes),
      );
      // domain 4: changing bet type is ignored when not allowed.
      if (!reshaped || !reshaped.ok) return ignore(state);
      return withBets({ ...state, nextBetNumber: n }, reshaped.bets, env);
    }

    case 'systemTypesLoaded': {
      const systemTypes = sortSystemTypes(event.systemTypes);
      const s = { ...state, ticket: { ...t, systemTypes } };
      return withBets(s, normalizeBets(t.bets, systemTypes), env, false);
    }

    case 'cleared':
      // domain 4: clear resets the slip but keeps system types.
      if (t.inProgress) return ignore(state);
      return withPanel(state, freshSlip(state));

    case 'marketsChanged':
      return liveUpdate(state, env, (sel, bet) =>
        sel.matchId === event.matchId
          ? fromMarkets(sel, event.markets, event.complete, env, staked(bet))
          : sel,
      );

    case 'matchStatusChanged':
      return liveUpdate(state, env, (sel) =>
        sel.matchId === event.matchId
          ? {
              ...sel,
              matchStatus: event.status,
              isSuspended: !sel.active || !isBettableMatchStatus(event.status),
            }
          : sel,
      );

    case 'providerStatusChanged':
      // domain 4: selections whose provider is not active are marked unavailable.
      return liveUpdate(state, env, (sel) =>
        sel.provider === event.provider ? { ...sel, isNotAvailable: !event.active } : sel,
      );

    case 'oddsChangesAccepted': {
      if (t.inProgress) return ignore(state);
      const bets = t.bets.map((b) => ({
        ...b,
        selections: b.selections.map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
      }));
      const ticketState = t.ticketState === 'odds_changed' ? 'initial' : t.ticketState;
      return [{ ...state, ticket: { ...t, bets, ticketState } }, []];
    }

    case 'stakeChanged': {
      if (!editable(t)) return ignore(state);
      return updateBet(state, event.betId, env, (bet) => {
        // domain 4: a bet with a freebet stake uses it as the stake.
        if (bet.freebetStake !== null) return bet;
        const stake =
          event.source === 'potentialWin' ? stakeForWin(event.value, bet.odds) : event.value;
        return { ...bet, stake, stakeSource: event.source, stakePrefilled: false };
      });
    }

    case 'currencyChanged': {
      // domain 4: a currency change resets the stake to 0 and the source to sharing.
      const bets = t.bets.map((b) =>
        reprice(
          {
            ...b,
            currency: event.currency,
            stake: ZERO,
            stakeSource: 'sharing',
            stakePrefilled: false,
            freebetStake: null,
            bonus: isFreebet(b.bonus) ? null : b.bonus,
          },
          env.player.isVerified,
        ),
      );
      const quickBet = { ...state.quickBet, currency: event.currency, isApproved: false };
      return [{ ...state, ticket: { ...t, bets }, quickBet }, []];
    }

    case 'bonusesChanged':
      return updateBet(state, event.betId, env, (bet) => {
        // domain 4 Bonus selection: the chosen bonus is re-selected; a freebet no longer
        // available resets the stake to 0.
        const bonus = reselectBonus(bet.bonus, event.availableBonuses);
        const next = { ...bet, availableBonuses: event.availableBonuses, bonus };
        if (isFreebet(bet.bonus) && !(isFreebet(bonus) && bonus.id === bet.bonus.id)) {
          return { ...next, stake: ZERO, freebetStake: null };
        }
        return isFreebet(bonus) ? { ...next, freebetStake: bonus.amount } : next;
      });

    case 'upcomingBonusesChanged':
      return [{ ...state, ticket: { ...t, upcomingBonuses: event.upcomingBonuses } }, []];

    case 'bonusChosen':
      if (!editable(t)) return ignore(state);
      return updateBet(state, event.betId, env, (bet) => {
        const bonus = event.bonusId === null ? null : findBonus(bet, event.bonusId, false);
        if (bonus === undefined) return bet;
        const dropFreebet = isFreebet(bet.bonus);
        return {
          ...bet,
          bonus,
          ...(dropFreebet ? { stake: ZERO, freebetStake: null } : {}),
        };
      });

    case 'freebetChosen':
      if (!editable(t)) return ignore(state);
      return updateBet(state, event.betId, env, (bet) => {
        // domain 4 Freebet choice: choosing sets the stake to the freebet stake; removing, to 0.
        if (event.bonusId === null) {
          return isFreebet(bet.bonus)
            ? { ...bet, bonus: null, stake: ZERO, freebetStake: null }
            : bet;
        }
        const freebet = findBonus(bet, event.bonusId, true);
        if (!freebet || !isFreebet(freebet)) return bet;
        return {
          ...bet,
          bonus: freebet,
          stake: freebet.amount,
          freebetStake: freebet.amount,
          stakeSource: 'stake',
          stakePrefilled: false,
        };
      });

    case 'placeRequested':
      return place(state, env);

    case 'placeSucceeded': {
      if (!t.inProgress) return ignore(state);
      const placed = event.placedBets;
      const bets = t.bets.map((b) => {
        const p = placed.find((x) => x.slipBetId === b.id);
        return p && !isRefused(p) ? { ...b, betId: p.betId, status: p.status } : b;
      });
      const pending = placed.filter((p) => !isRefused(p) && isPending(p.status));
      const s = { ...state, ticket: { ...t, bets, inProgress: false, placedBets: placed } };
      if (pending.length > 0) {
        const processingBets = pending.map((p) => p.slipBetId);
        return [{ ...s, ticket: { ...s.ticket, ticketState: 'processing', processingBets } }, []];
      }
      return finishPlacement(s, env);
    }

    case 'betChanged': {
      // A pending bet accepted or refused (real-time bet_changed).
      const q = state.quickBet;
      if (q.bet?.betId === event.bet.betId && q.state === 'processing') {
        // issue 22 defect 1: a live quick bet's acceptance is its outcome, shown as such.
        if (isRefused(event.bet)) {
          const error = { message: event.bet.error ?? PLACE_BET_KEYS.default };
          return [{ ...state, quickBet: { ...q, state: 'error', error, acceptAt: null } }, []];
        }
        if (isPending(event.bet.status)) return ignore(state);
        const bet = { ...q.bet, status: event.bet.status };
        return [{ ...state, quickBet: { ...q, state: 'success', bet, acceptAt: null } }, []];
      }
      if (t.ticketState !== 'processing') return ignore(state);
      const known = t.placedBets.find((p) => p.betId === event.bet.betId);
      if (!known) return ignore(state);
      const placedBets = t.placedBets.map((p) =>
        p.betId === event.bet.betId
          ? { ...p, status: event.bet.status, error: event.bet.error }
          : p,
      );
      const s = { ...state, ticket: { ...t, placedBets } };
      if (placedBets.some((p) => !isRefused(p) && isPending(p.status))) return [s, []];
      return finishPlacement(s, env);
    }

    case 'placeFailed': {
      if (!t.inProgress) return ignore(state);
      const base = { ...t, inProgress: false, processingBets: [] };
      // domain 4: an error with a code goes to the error state; otherwise back to initial with a
      // generic error alert.
      if (event.error.code !== undefined) {
        return [{ ...state, ticket: { ...base, ticketState: 'error', error: event.error } }, []];
      }
      return [
        { ...state, ticket: { ...base, ticketState: 'initial', error: null } },
        [{ type: 'showAlert', alert: GENERIC_ERROR_ALERT }],
      ];
    }

    case 'receiptClosed': {
      if (t.ticketState !== 'success' && t.ticketState !== 'partially_placed') return ignore(state);
      if (!event.keepSelections) return withPanel(state, freshSlip(state));
      const bets = t.bets.map((b) => ({ ...b, betId: null, status: null }));
      return [
        {
          ...state,
          ticket: { ...t, bets, ticketState: ticketStateOf(bets), error: null, placedBets: [] },
        },
        [],
      ];
    }

    case 'quickBetToggled':
      // domain 4 Quick bet: toggling flips enabled and clears approval.
      return [
        {
          ...state,
          quickBet: {
            ...state.quickBet,
            isEnabled: !state.quickBet.isEnabled,
            isApproved: false,
            state: 'initial',
            error: null,
          },
        },
        [],
      ];

    case 'quickBetStakeChanged':
      return [
        { ...state, quickBet: { ...state.quickBet, stake: event.stake, isApproved: false } },
        [],
      ];

    case 'quickBetApproved':
      // Approval needs a stake above zero.
      if (state.quickBet.stake <= 0) return ignore(state);
      return [{ ...state, quickBet: { ...state.quickBet, isApproved: true } }, []];

    case 'quickBetSucceeded': {
      const q = state.quickBet;
      if (q.state !== 'processing' || !q.bet) return ignore(state);
      const p = event.placedBets[0];
      const bet = p ? { ...q.bet, betId: p.betId, status: p.status } : q.bet;
      if (p && isRefused(p)) {
        const error = { message: p.error ?? PLACE_BET_KEYS.default };
        return [{ ...state, quickBet: { ...q, state: 'error', bet, error, acceptAt: null } }, []];
      }
      // A live bet stays processing through its acceptance delay (domain 4: processing, then
      // success or error), its countdown running to acceptAt.
      if (p && isPending(p.status)) {
        const acceptAt = p.acceptAt ?? null;
        return [
          { ...state, quickBet: { ...q, state: 'processing', bet, error: null, acceptAt } },
          [],
        ];
      }
      return [
        { ...state, quickBet: { ...q, state: 'success', bet, error: null, acceptAt: null } },
        [],
      ];
    }

    case 'quickBetRetried': {
      const q = state.quickBet;
      const selection = q.bet?.selections[0];
      if (q.state !== 'error' || !selection || !q.isEnabled) return ignore(state);
      return quickPlace(
        { ...state, quickBet: { ...q, state: 'initial', error: null } },
        { ...selection, acceptedOdds: selection.odds, isChanged: false },
        env,
      );
    }

    case 'quickBetDismissed': {
      const q = state.quickBet;
      if (q.state !== 'success' && q.state !== 'error') return ignore(state);
      return [{ ...state, quickBet: { ...q, state: 'initial', error: null, acceptAt: null } }, []];
    }

    case 'retryRequested': {
      // issue 22: a refused bet is offered again at the odds now, in one tap.
      if (t.ticketState !== 'error' || t.inProgress || t.bets.length === 0) return ignore(state);
      const [accepted] = slipTransition(
        { ...state, ticket: { ...t, ticketState: 'initial' } },
        { type: 'oddsChangesAccepted' },
        env,
      );
      const [placed, effects] = place(accepted, env);
      return placed === accepted ? ignore(state) : [placed, effects];
    }

    case 'quickBetFailed': {
      if (state.quickBet.state !== 'processing') return ignore(state);
      return [
        { ...state, quickBet: { ...state.quickBet, state: 'error', error: event.error } },
        [],
      ];
    }

    case 'balanceChanged': {
      // domain 4: quick bet is switched off when the balance drops below the stake or to zero.
      const q = state.quickBet;
      const code = q.currency?.code ?? env.player.currency.code;
      if (!q.isEnabled || event.currency !== code) return ignore(state);
      if (event.balance > 0 && event.balance >= q.stake) return ignore(state);
      return [{ ...state, quickBet: { ...q, isEnabled: false, isApproved: false } }, []];
    }

    case 'signedIn':
      // Bets made before signing in were offered no bonus: ask now (issue 19).
      return t.bets.length > 0 && env.player.isLoggedIn
        ? [state, [{ type: 'requestBonuses', betIds: t.bets.map((b) => b.id) }]]
        : ignore(state);

    case 'signedOut':
      if (!state.quickBet.isEnabled && !state.quickBet.isApproved) return ignore(state);
      return [
        { ...state, quickBet: { ...state.quickBet, isEnabled: false, isApproved: false } },
        [],
      ];

    case 'panelToggled':
      return [{ ...state, panel: { ...state.panel, isOpen: !state.panel.isOpen } }, []];

    case 'panelTabChanged': {
      // shell 2.8: falls back to BET_SLIP when My Bets is hidden by config.
      const tab = event.tab === 'MY_BETS' && !env.settings.isMyBetsVisible ? 'BET_SLIP' : event.tab;
      return [{ ...state, panel: { ...state.panel, tab } }, []];
    }

    case 'routeChanged':
      // shell 2.8: the panel closes on route change.
      if (!state.panel.isOpen) return ignore(state);
      return [{ ...state, panel: { ...state.panel, isOpen: false } }, []];
  }
}

// --- helpers -------------------------------------------------------------------------------

function editable(t: Ticket): boolean {
  return !t.inProgress && t.ticketState !== 'processing';
}

function alert(titleKey: string, kind: SlipAlert['kind'] = 'warning'): SlipEffect {
  return { type: 'showAlert', alert: { kind, titleKey } };
}

/** The key of the first combination rule these bets would break, or null. */
function violationOf(
  bets: readonly SlipBet[],
  env: SlipEnv,
  systemTypes: readonly SystemType[],
): string | null {
  return combinationViolations(bets, combinationSettings(env, systemTypes))[0]?.key ?? null;
}

function anyChanged(bets: readonly SlipBet[]): boolean {
  return bets.some((b) => b.selections.some((s) => s.isChanged));
}

/** domain 4: after adding, removing or restoring, odds changed if any bet has changed odds. */
function ticketStateOf(bets: readonly SlipBet[]): Ticket['ticketState'] {
  return anyChanged(bets) ? 'odds_changed' : 'initial';
}

/** A new, empty slip keeping the system types (and the bet numbering). */
function freshSlip(state: SlipState): SlipState {
  return { ...state, ticket: initialTicket(state.ticket.systemTypes) };
}

/** shell 2.8: open when the first selection arrives; close when selections drop to zero. */
function withPanel(before: SlipState, after: SlipState): Result {
  const was = before.ticket.selectedOutcomeIds.length;
  const now = after.ticket.selectedOutcomeIds.length;
  let panel = after.panel;
  if (was === 0 && now > 0 && !panel.isOpen) panel = { ...panel, isOpen: true, tab: 'BET_SLIP' };
  if (was > 0 && now === 0 && panel.isOpen) panel = { ...panel, isOpen: false };
  return [panel === after.panel ? after : { ...after, panel }, []];
}

/** Replace the bets after a change of make-up: reprice, list the selected ids, reset the state. */
function withBets(state: SlipState, bets: SlipBet[], env: SlipEnv, structural = true): Result {
  const t = state.ticket;
  // A bet object kept as it was is already priced; only new or changed ones are repriced.
  const before = new Set(t.bets);
  const priced = bets.map((b) => (before.has(b) ? b : reprice(b, env.player.isVerified)));
  const ticket: Ticket = {
    ...t,
    bets: priced,
    selectedOutcomeIds: priced.flatMap((b) => b.selections.map((s) => s.id)),
    ...(structural ? { ticketState: ticketStateOf(priced), error: null } : {}),
  };
  const [next] = withPanel(state, { ...state, ticket });
  const effects: SlipEffect[] =
    structural && env.player.isLoggedIn && priced.length > 0
      ? [{ type: 'requestBonuses', betIds: priced.map((b) => b.id) }]
      : [];
  return [next, effects];
}

function addToSlip(state: SlipState, selection: SlipSelection, env: SlipEnv): Result {
  const t = state.ticket;
  const id = `b${state.nextBetNumber}`;
  const reshaped = addSelection(
    t.bets,
    selection,
    id,
    env.player.currency,
    combinationSettings(env, t.systemTypes),
  );
  // domain 5: a selection that cannot join is refused with the rule it would break.
  if (!reshaped.ok) return [state, [alert(reshaped.violation.key)]];
  // issue 22: a new bet starts at the stake the player has us remember, marked as filled in for
  // them: it is not their own entry until they touch it or place (defect 8).
  const remembered = env.player.rememberedStake ?? null;
  const bets =
    remembered && remembered > 0
      ? reshaped.bets.map((b) =>
          b.id === id && b.stake === 0 ? { ...b, stake: remembered, stakePrefilled: true } : b,
        )
      : reshaped.bets;
  return withBets({ ...state, nextBetNumber: state.nextBetNumber + 1 }, bets, env);
}

function updateBet(
  state: SlipState,
  betId: string,
  env: SlipEnv,
  change: (bet: SlipBet) => SlipBet,
): Result {
  const t = state.ticket;
  const index = t.bets.findIndex((b) => b.id === betId);
  const bet = t.bets[index];
  if (!bet) return ignore(state);
  const changed = change(bet);
  if (changed === bet) return ignore(state);
  const bets = [...t.bets];
  bets[index] = reprice(changed, env.player.isVerified);
  return [{ ...state, ticket: { ...t, bets } }, []];
}

function findBonus(bet: SlipBet, id: string, freebet: boolean): SlipBonus | undefined {
  return bet.availableBonuses.find((b) => b.id === id && isFreebet(b) === freebet);
}

/**
 * Apply a live change to every selection; bets whose selections changed are repriced, a stake
 * typed as a potential win is rescaled to keep it (domain 4 Stake source).
 */
function liveUpdate(
  state: SlipState,
  env: SlipEnv,
  change: (sel: SlipSelection, bet: SlipBet) => SlipSelection,
): Result {
  const t = state.ticket;
  let touched = false;
  const bets = t.bets.map((bet) => {
    let betTouched = false;
    const selections = bet.selections.map((s) => {
      const next = change(s, bet);
      if (next !== s) betTouched = true;
      return next;
    });
    if (!betTouched) return bet;
    touched = true;
    let next: SlipBet = { ...bet, selections };
    if (bet.stakeSource === 'potentialWin' && bet.freebetStake === null && bet.stake > 0) {
      const win = potentialWin(bet.stake, bet.odds);
      const repriced = reprice(next, env.player.isVerified);
      next = { ...next, stake: stakeForWin(win, repriced.odds) };
    }
    return reprice(next, env.player.isVerified);
  });
  // A refused quick bet's selection follows the odds too: its retry is at the price now.
  const q = state.quickBet;
  let quickBet = q;
  if (q.bet) {
    const bet = q.bet;
    const selections = bet.selections.map((s) => change(s, bet));
    if (selections.some((s, i) => s !== q.bet!.selections[i])) {
      quickBet = { ...q, bet: reprice({ ...q.bet, selections }, env.player.isVerified) };
    }
  }
  if (!touched) return quickBet === q ? ignore(state) : [{ ...state, quickBet }, []];
  const ticketState =
    t.ticketState === 'initial' || t.ticketState === 'odds_changed'
      ? ticketStateOf(bets)
      : t.ticketState;
  return [{ ...state, ticket: { ...t, bets, ticketState }, quickBet }, []];
}

/**
 * Whether the player has put a stake on the bet: typed or chosen (a freebet), or placed with.
 * A stake filled in for them (remembered, shared) is not theirs until they touch it or place
 * (issue 22 defect 8).
 */
function staked(bet: SlipBet): boolean {
  if (bet.freebetStake !== null) return bet.freebetStake > 0;
  return bet.stake > 0 && bet.stakePrefilled !== true;
}

/**
 * domain 4 Suspension (a missing market, an inactive market or an inactive outcome) and the
 * odds-change policy for one selection of the updated match. The policy guards a price the
 * player agreed to with a stake: before there is one, a move is taken as the price (issue 22
 * defect 8: a live pick on a phone opened straight into "Odds have changed").
 */
function fromMarkets(
  sel: SlipSelection,
  markets: readonly MarketSnapshot[],
  complete: boolean,
  env: SlipEnv,
  committed: boolean,
): SlipSelection {
  const market = markets.find(
    (m) => m.id === sel.marketId && m.specifier === sel.specifier && m.status !== 0,
  );
  if (!market) {
    if (!complete) return sel;
    return sel.isSuspended && !sel.active ? sel : { ...sel, active: false, isSuspended: true };
  }
  const outcome = market.outcomes.find((o) => o.id === sel.outcomeId);
  const active = market.status === 1 && !!outcome && outcome.active;
  let next: SlipSelection = {
    ...sel,
    active,
    isSuspended: !active || !isBettableMatchStatus(sel.matchStatus),
  };
  if (outcome && outcome.odds !== sel.odds) {
    const verdict = committed
      ? oddsChangeVerdict(sel.acceptedOdds, outcome.odds, env.settings.oddsChangePolicy)
      : 'accepted';
    next = {
      ...next,
      odds: outcome.odds,
      acceptedOdds: verdict === 'accepted' ? outcome.odds : sel.acceptedOdds,
      isChanged: verdict === 'flagged',
    };
  }
  const same =
    next.active === sel.active &&
    next.isSuspended === sel.isSuspended &&
    next.odds === sel.odds &&
    next.isChanged === sel.isChanged;
  return same ? sel : next;
}

export function validationSettings(
  env: SlipEnv,
  systemTypes: readonly SystemType[],
): ValidationSettings {
  return {
    ...combinationSettings(env, systemTypes),
    betLimits: env.settings.betLimits,
    betLimitsEnabled: env.settings.betLimitsEnabled,
    oddsChangePolicy: env.settings.oddsChangePolicy,
  };
}

/** domain 5 Place button, for the slip as it is. Null when placing is possible. */
export function slipPlaceButtonBlock(state: SlipState, env: SlipEnv): PlaceButtonBlock | null {
  return slipPlaceButtonRefusal(state, env)?.block ?? null;
}

/** The place button's block with the words for it (issue 22: say why Place is disabled). */
export function slipPlaceButtonRefusal(state: SlipState, env: SlipEnv): PlaceButtonRefusal | null {
  const t = state.ticket;
  const drafts = t.bets.map((b) => ({ ...draftOf(b), selections: b.selections }));
  return placeButtonRefusal(drafts, validationSettings(env, t.systemTypes), {
    bonuses: t.bets.flatMap((b) => b.availableBonuses),
    player: env.player,
  });
}

/**
 * Why the slip's bets cannot become `betType` (issue 22 defect 7: a greyed-out tab says which
 * rule), or null when they can or already are. The key is the domain 5 rule's.
 */
export function slipBetTypeRefusal(
  state: SlipState,
  betType: BetType,
  env: SlipEnv,
): string | null {
  const t = state.ticket;
  const first = t.bets[0];
  if (!first) return null;
  const current = t.bets.length > 1 ? 'single' : first.betType;
  if (current === betType) return null;
  let n = state.nextBetNumber;
  const reshaped = changeBetType(
    t.bets,
    betType,
    undefined,
    () => `b${n++}`,
    combinationSettings(env, t.systemTypes),
  );
  if (reshaped?.ok) return null;
  if (reshaped) return reshaped.violation.key;
  if (first.customOdds) return COMBINATION_KEYS.bet_shape;
  if (betType === 'single') return COMBINATION_KEYS.multi_singles_not_allowed;
  if (betType === 'combo') return COMBINATION_KEYS.bet_shape;
  return COMBINATION_KEYS.system_type_missing;
}

/** domain 4 placing: sign-in first, pve refused, then the place-button rules, then POST /bets. */
function place(state: SlipState, env: SlipEnv): Result {
  const t = state.ticket;
  if (!editable(t) || t.ticketState === 'success') return ignore(state);
  if (!env.player.isLoggedIn) {
    return [
      { ...state, ticket: { ...t, ticketState: 'initial', error: null } },
      [{ type: 'openSignIn' }],
    ];
  }
  if (env.player.isPve) {
    const error = { message: PLACE_BET_KEYS.pveForbidden, code: BET_ERROR_CODES.pveBetForbidden };
    return [{ ...state, ticket: { ...t, ticketState: 'error', error } }, []];
  }
  if (slipPlaceButtonBlock(state, env)) return ignore(state);
  const toPlace = t.bets.filter((b) => (b.freebetStake ?? b.stake) > 0);
  const drafts = toPlace.map(draftOf);
  // Placing agrees the stake shown, filled in or not: from now on a price move is a change.
  const bets = t.bets.map((b) =>
    b.stakePrefilled && toPlace.includes(b) ? { ...b, stakePrefilled: false } : b,
  );
  return [
    {
      ...state,
      ticket: {
        ...t,
        bets,
        ticketState: 'initial',
        inProgress: true,
        error: null,
        processingBets: toPlace.map((b) => b.id),
        placedBets: [],
      },
    },
    [
      {
        type: 'placeBets',
        request: {
          meta: { device_id: env.deviceId, quick: false, type: placementType(drafts) },
          bets: drafts.map(placementPayload),
        },
        slipBetIds: toPlace.map((b) => b.id),
      },
    ],
  ];
}

function isRefused(p: PlacedBet): boolean {
  return p.status === 'rejected' || p.status === 'cancelled' || !!p.error;
}

function isPending(status: BetStatus): boolean {
  return status === 'submitted';
}

/** Every placed bet answered: success, partially placed, or error when none went through. */
function finishPlacement(state: SlipState, env: SlipEnv): Result {
  const t = state.ticket;
  const refused = t.placedBets.filter(isRefused);
  const done = { ...t, inProgress: false, processingBets: [] };
  if (refused.length === 0) {
    return [{ ...state, ticket: { ...done, ticketState: 'success', error: null } }, []];
  }
  const refusedIds = new Set(refused.map((p) => p.slipBetId));
  const details: Record<string, string> = {};
  for (const p of refused) {
    const bet = t.bets.find((b) => b.id === p.slipBetId);
    const first = bet?.selections[0]?.id;
    if (first) details[first] = p.error ?? PLACE_BET_KEYS.default;
  }
  const error = { message: refused[0]?.error ?? PLACE_BET_KEYS.default, details };
  const keep = t.bets
    .filter((b) => refusedIds.has(b.id) || !t.placedBets.some((p) => p.slipBetId === b.id))
    .map((b) => ({ ...b, betId: null, status: null }));
  const allRefused = keep.length === t.bets.length;
  const [next] = withBets(
    { ...state, ticket: { ...done, placedBets: t.placedBets.filter((p) => !isRefused(p)) } },
    keep,
    env,
    false,
  );
  return [
    {
      ...next,
      ticket: { ...next.ticket, ticketState: allRefused ? 'error' : 'partially_placed', error },
    },
    [],
  ];
}

/** domain 4 Quick bet flow for a selected live outcome. */
function quickPlace(state: SlipState, selection: SlipSelection, env: SlipEnv): Result {
  const q = state.quickBet;
  // Ignored while processing; nothing is placed without approval.
  if (q.state === 'processing' || !q.isApproved) return ignore(state);
  if (!env.player.isLoggedIn) return [state, [{ type: 'openSignIn' }]];
  const currency = q.currency ?? env.player.currency;
  const quickError = (message: string, code?: number): Result => [
    {
      ...state,
      quickBet: {
        ...q,
        state: 'error',
        error: code === undefined ? { message } : { message, code },
      },
    },
    [],
  ];
  if (env.player.isPve)
    return quickError(PLACE_BET_KEYS.pveForbidden, BET_ERROR_CODES.pveBetForbidden);
  const bet = reprice(
    { ...newBet(QUICK_BET_ID, [selection], currency), stake: q.stake },
    env.player.isVerified,
  );
  const limits = checkBetLimits([bet], env.settings.betLimits, env.settings.betLimitsEnabled);
  if (!limits.ok) return quickError(limits.error.key);
  const warning = limits.warnings[0];
  if (warning) {
    // The limits want the player to look first: the selection goes to the slip, which opens.
    const [s, effects] = addToSlip(
      { ...state, quickBet: { ...q, isEnabled: false, isApproved: false } },
      selection,
      env,
    );
    return [
      { ...s, panel: { ...s.panel, isOpen: true, tab: 'BET_SLIP' } },
      [
        ...effects,
        {
          type: 'showAlert',
          alert: {
            kind: 'warning',
            titleKey: warning.titleKey,
            descriptionKey: warning.descriptionKey,
            params: { ...warning.params },
          },
        },
      ],
    ];
  }
  if (potentialWin(bet.stake, bet.odds) <= bet.stake) {
    return quickError(QUICK_BET_KEYS.potentialWinEqualOrLess);
  }
  const draft = draftOf(bet);
  return [
    { ...state, quickBet: { ...q, state: 'processing', bet, currency, error: null } },
    [
      {
        type: 'placeBets',
        request: {
          meta: { device_id: env.deviceId, quick: true, type: 'single' },
          bets: [placementPayload(draft)],
        },
        slipBetIds: [QUICK_BET_ID],
      },
    ],
  ];
}
