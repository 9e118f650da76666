import { minorUnits, slipTransition, type SlipEffect, type SlipEvent } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { createSlipStore, type SlipEngine } from './slip-store';
import { selectionInput, slipEnv } from './test-support';

const pick = (matchId: number): SlipEvent => ({
  type: 'outcomeSelected',
  selection: selectionInput(matchId),
});

/** An engine over the real reducer, handed over when the test says so. */
function deferredEngine() {
  const effects: SlipEffect[] = [];
  const engine: SlipEngine = {
    transition: slipTransition,
    env: () => slipEnv(),
    onEffect: (e) => effects.push(e),
    startEvents: () => [],
  };
  let release: (e: SlipEngine) => void = () => {};
  let fetched = 0;
  const load = () => {
    fetched += 1;
    return new Promise<SlipEngine>((r) => (release = r));
  };
  return { load, release: () => release(engine), fetched: () => fetched, effects };
}

describe('slip store with its engine fetched on need (issue 8)', () => {
  it('keeps the empty slip and the events in order until the engine arrives, then applies them', async () => {
    const d = deferredEngine();
    const store = createSlipStore(d.load);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.dispatch(pick(1));
    store.dispatch(pick(2));
    store.dispatch(pick(1)); // the second click on the same odd takes it out again
    expect(store.getState().ticket.bets).toEqual([]);
    expect(d.fetched()).toBe(1);

    d.release();
    await store.load();
    expect(store.getState().ticket.selectedOutcomeIds).toHaveLength(1);
    expect(store.getState().ticket.bets[0]?.selections[0]?.matchId).toBe(2);
    expect(notified).toBe(3);

    // From now on an event applies at once.
    store.dispatch(pick(3));
    expect(store.getState().ticket.selectedOutcomeIds).toHaveLength(2);
  });

  it('does not fetch the engine for what the page says on its own, only for the player', async () => {
    const d = deferredEngine();
    const store = createSlipStore(d.load);
    store.dispatch({ type: 'routeChanged' });
    store.dispatch({ type: 'signedOut' });
    expect(d.fetched()).toBe(0);
    store.dispatch({ type: 'panelToggled' });
    expect(d.fetched()).toBe(1);
    d.release();
    await store.load();
    expect(store.getState().panel.isOpen).toBe(true);
    expect(d.fetched()).toBe(1);
  });

  it("runs the engine's start events first and hands effects to its runner", async () => {
    const effects: SlipEffect[] = [];
    const store = createSlipStore(async () => ({
      transition: slipTransition,
      env: () => slipEnv({ player: { isLoggedIn: false } }),
      onEffect: (e) => effects.push(e),
      startEvents: () => [pick(9)],
    }));
    store.dispatch({ type: 'stakeChanged', betId: 'b1', value: minorUnits(500), source: 'stake' });
    store.dispatch({ type: 'placeRequested' });
    await store.load();
    expect(store.getState().ticket.bets[0]?.stake).toBe(500);
    // A visitor pressing Place is asked to sign in (domain 4).
    expect(effects).toContainEqual({ type: 'openSignIn' });
  });
});
