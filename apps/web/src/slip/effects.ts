import type { BetsAnswer, PlaceBetsAnswer } from '@sb/contract';
import {
  PLACE_BET_KEYS,
  formatOdds,
  odds as toOdds,
  type PlacedBet,
  type SlipAlert,
  type SlipEffect,
  type SlipError,
  type SlipEvent,
} from '@sb/domain';
import { IDEMPOTENCY_HEADER } from '@sb/contract';
import { showAlert } from '../alerts/alerts';
import { ApiError, NetworkError, api } from '../api/http-client';
import { accountCurrency, formatAmount } from '../account/money';
import { getSession, refreshAccounts } from '../account/session';
import { openModal } from '../modals/modal-store';
import { notifyBetsPlaced } from '../mybets/bets-events';
import { requestBonuses } from './bonuses';
import { noteLastStake } from './settings';
import type { SlipStore } from './slip-store';

export const PLACE_PATH = '/api/sportsbook/v3/bets';

/** How long before a request without an answer is tried again, with the same key. */
const RETRY_DELAY_MS = 1000;

/**
 * Performs what the slip reducer asks for (domain 4): sign-in, modals, alerts, POST /bets. API
 * answers go back into the reducer as events; nothing here decides a betting rule.
 */
export function runSlipEffect(
  effect: SlipEffect,
  store: Pick<SlipStore, 'dispatch'> & Partial<Pick<SlipStore, 'getState'>>,
): void {
  switch (effect.type) {
    case 'openSignIn':
      openModal({ name: 'sign-in' });
      return;
    case 'openModal':
      openModal({ name: effect.modal });
      return;
    case 'showAlert':
      showAlert(alertOf(effect.alert));
      return;
    case 'placeBets':
      void placeBets(effect, store.dispatch);
      return;
    case 'requestBonuses':
      // domain 7 POST /bonuses: the combo boosts each bet may carry (issue 19).
      if (store.getState) void requestBonuses(effect.betIds, store.getState(), store.dispatch);
      return;
  }
}

/** Limit warnings carry odds (x1000) and minor units: shown in the player's formats. */
function alertOf(alert: SlipAlert) {
  const params: Record<string, string | number> = { ...alert.params };
  if (typeof params.value === 'number') params.value = formatOdds(toOdds(params.value));
  if (typeof params.amount === 'number' && typeof params.currency === 'string') {
    const account = getSession().accounts.find((a) => a.currency === params.currency);
    params.amount = account
      ? formatAmount(params.amount, accountCurrency(account), navigator.language)
      : String(params.amount);
  }
  return {
    kind: alert.kind,
    titleKey: alert.titleKey,
    ...(alert.descriptionKey ? { descriptionKey: alert.descriptionKey } : {}),
    params,
  };
}

/** domain 3 placed bets: answered in the order sent, so each maps to its slip bet. */
export function placedBetsOf(answer: PlaceBetsAnswer, slipBetIds: readonly string[]): PlacedBet[] {
  return answer.data.map((bet, i) => ({
    slipBetId: slipBetIds[i] ?? bet.id,
    betId: bet.id,
    status: bet.status,
    ...(bet.status === 'rejected' ? { error: bet.reason ?? PLACE_BET_KEYS.default } : {}),
    ...(bet.accept_at ? { acceptAt: bet.accept_at } : {}),
  }));
}

/** A refusal as the slip keeps it: its key, its code (domain 8), per-bet keys by selection. */
export function slipErrorOf(error: unknown): SlipError | null {
  if (!(error instanceof ApiError)) return null;
  const details =
    error.details && typeof error.details === 'object'
      ? Object.fromEntries(
          Object.entries(error.details as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        )
      : undefined;
  const code = typeof error.code === 'number' ? error.code : error.status;
  return {
    message: error.key,
    code,
    ...(details && Object.keys(details).length ? { details } : {}),
  };
}

/** How long after its delay a decision may take to arrive before the slip asks for it. */
const ACCEPTANCE_GRACE_MS = 3000;

/**
 * A bet awaiting acceptance is decided by bet_changed on the private channel; should that push
 * be lost (a reconnect), the slip asks GET /bets once the delay is over, so it never waits on
 * a countdown that has ended.
 */
function watchAcceptance(placed: readonly PlacedBet[], dispatch: (event: SlipEvent) => void) {
  const pending = placed.filter((p) => p.status === 'submitted' && p.acceptAt);
  if (pending.length === 0) return;
  const last = Math.max(...pending.map((p) => Date.parse(p.acceptAt as string)));
  setTimeout(
    () => {
      void api<BetsAnswer>('GET', `${PLACE_PATH}?limit=50&status=rejected,waiting_results`).then(
        (answer) => {
          for (const bet of answer.data) {
            if (!pending.some((p) => p.betId === bet.id)) continue;
            dispatch({
              type: 'betChanged',
              bet: {
                slipBetId: '',
                betId: bet.id,
                status: bet.status,
                ...(bet.status === 'rejected'
                  ? { error: bet.reason ?? PLACE_BET_KEYS.default }
                  : {}),
              },
            });
          }
        },
        () => {},
      );
    },
    Math.max(0, last - Date.now()) + ACCEPTANCE_GRACE_MS,
  );
}

/**
 * POST /bets with an Idempotency-Key made for this attempt: a request that got no answer is
 * sent again with the same key, so it can never place twice; a new Place press is a new key.
 */
export async function placeBets(
  effect: Extract<SlipEffect, { type: 'placeBets' }>,
  dispatch: (event: SlipEvent) => void,
  key: string = crypto.randomUUID(),
): Promise<void> {
  const quick = effect.request.meta.quick;
  const send = () =>
    api<PlaceBetsAnswer>('POST', PLACE_PATH, {
      body: effect.request,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
  try {
    let answer: PlaceBetsAnswer;
    try {
      answer = await send();
    } catch (e) {
      if (!(e instanceof NetworkError)) throw e;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      answer = await send();
    }
    const placedBets = placedBetsOf(answer, effect.slipBetIds);
    const first = effect.request.bets[0];
    if (!quick && first && answer.data.length > 0)
      noteLastStake(first.stake.currency, first.stake.value);
    dispatch(
      quick ? { type: 'quickBetSucceeded', placedBets } : { type: 'placeSucceeded', placedBets },
    );
    watchAcceptance(placedBets, dispatch);
    notifyBetsPlaced(answer.data);
    void refreshAccounts();
  } catch (e) {
    const error = slipErrorOf(e);
    if (quick) {
      dispatch({ type: 'quickBetFailed', error: error ?? { message: PLACE_BET_KEYS.default } });
      if (!error)
        showAlert({
          kind: 'error',
          titleKey: 'error.default.title',
          descriptionKey: 'error.default.description',
        });
    } else {
      // Without an answer there is no code: the reducer resets and raises the generic alert.
      dispatch({ type: 'placeFailed', error: error ?? { message: PLACE_BET_KEYS.default } });
    }
  }
}
