import { slipTransition, systemTypes } from '@sb/domain';
import { runSlipEffect } from './effects';
import { liveSlipEnv } from './slip-env';
import type { SlipEngine } from './slip-store';

// The half of the slip no page needs to first paint, one chunk fetched on the first odd
// clicked, a restored slip, or once the browser is idle (issue 8 first-load budget): the
// engine behind the store and the slip drawn with bets.
export { BetSlip } from './BetSlip';

/** The page's slip engine: the domain reducer, the live environment, the API effects. */
export const slipEngine: SlipEngine = {
  transition: slipTransition,
  env: liveSlipEnv,
  onEffect: runSlipEffect,
  // domain 3 Ticket.systemTypes: every type up to the largest system, sorted.
  startEvents: () => [{ type: 'systemTypesLoaded', systemTypes: systemTypes() }],
};
