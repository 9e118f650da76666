import type { VerticalProvider } from '@sb/contract';
import { escapeHtml, page } from '../../platform';

// The sandbox provider's games (issue 23): one simple page per vertical, so launching a
// vertical works on a fresh machine. Demo credits only; a real provider's page replaces it.

interface SandboxGame {
  title: string;
  lead: string;
  runners: { name: string; odds: number }[];
}

export const SANDBOX_GAMES: Record<VerticalProvider, SandboxGame> = {
  horse_racing: {
    title: 'Sandbox Downs: horse racing',
    lead: 'Six runners over a mile. Pick one and watch the race.',
    runners: [
      { name: 'Silver Comet', odds: 3.2 },
      { name: 'Northern Dancer', odds: 4.5 },
      { name: 'Blue Harbour', odds: 5.5 },
      { name: 'Red Lantern', odds: 7 },
      { name: 'Quiet Storm', odds: 9 },
      { name: 'Last Orders', odds: 15 },
    ],
  },
  lotto: {
    title: 'Sandbox Lotto: draw every minute',
    lead: 'Pick the ball you think is drawn first.',
    runners: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ name: `Ball ${n}`, odds: 7.5 })),
  },
  premium_cricket: {
    title: 'Sandbox Premium Cricket: next ball',
    lead: 'What happens on the next ball?',
    runners: [
      { name: 'Dot ball', odds: 2.4 },
      { name: 'One or two runs', odds: 2.6 },
      { name: 'Boundary', odds: 5.5 },
      { name: 'Wicket', odds: 12 },
    ],
  },
  virtual_gaming_arena: {
    title: 'Sandbox Arena: virtual duel',
    lead: 'Two virtual teams, one round. Who takes it?',
    runners: [
      { name: 'Team Nova', odds: 1.85 },
      { name: 'Team Vortex', odds: 1.95 },
    ],
  },
};

/** The game's page for a launched session (the frame of the vertical's page shows it). */
export function sandboxGamePage(provider: VerticalProvider, playerId: number): string {
  const game = SANDBOX_GAMES[provider];
  return page(
    game.title,
    `<h1>${escapeHtml(game.title)}</h1>
<p class="muted">${escapeHtml(game.lead)} Sandbox provider, demo credits: no money moves. Player #${playerId}.</p>
<div id="game" class="card" data-provider="${provider}" data-runners="${escapeHtml(JSON.stringify(game.runners))}">
  <p>Demo credits: <strong id="credits" data-testid="game-credits"></strong></p>
  <div id="runners" class="runners"></div>
  <p><button type="button" id="play" data-testid="game-play">Play a round (1 credit)</button></p>
  <p id="outcome" role="status" data-testid="game-outcome"></p>
</div>
<script src="/spi/games/game.js"></script>`,
    {
      head: `<style>
  .runners { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
  .runner { background: #0c1220; color: var(--text); border: 1px solid var(--line); }
  .runner.picked { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
</style>`,
    },
  );
}

/** The page a game opened without a valid session gets. */
export function expiredGamePage(): string {
  return page(
    'Game session ended',
    '<h1>This game session has ended</h1><div class="card"><p>Open the game again from its page.</p></div>',
  );
}
