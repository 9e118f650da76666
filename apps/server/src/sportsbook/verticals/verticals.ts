import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { VERTICAL_PROVIDERS, type VerticalProvider } from '@sb/contract';
import { repoRoot } from '../../config';

// The verticals (domain 1, 3, 7; issue 23): which providers run, and the launch of a player's
// game. The providers here are the sandbox's (sandbox-games.ts serves their pages at
// /spi/games/{provider}); an operator's real provider would answer its own URL from `launch`.

export type VerticalFlags = Record<VerticalProvider, { enabled: boolean }>;

const flags = z
  .object(
    Object.fromEntries(
      VERTICAL_PROVIDERS.map((p) => [p, z.object({ enabled: z.boolean() }).strict().optional()]),
    ) as Record<VerticalProvider, z.ZodOptional<z.ZodObject<{ enabled: z.ZodBoolean }>>>,
  )
  .strict();

/**
 * `config/verticals.json` (or the file VERTICALS_CONFIG names): each provider's `enabled`, as
 * the settings' `additional_providers` say it (domain 3). A provider not named is off; a bad
 * file stops the start with the key it does not know.
 */
export function loadVerticalFlags(
  at: string = process.env.VERTICALS_CONFIG ?? path.join(repoRoot, 'config/verticals.json'),
): VerticalFlags {
  const read = fs.existsSync(at) ? flags.safeParse(JSON.parse(fs.readFileSync(at, 'utf8'))) : null;
  if (read && !read.success)
    throw new Error(
      `${at}: ${read.error.issues.map((i) => `${i.path.join('.') || i.message}: ${i.message}`).join('; ')}`,
    );
  const given = read?.data ?? {};
  return Object.fromEntries(
    VERTICAL_PROVIDERS.map((p) => [p, { enabled: given[p]?.enabled ?? false }]),
  ) as VerticalFlags;
}

/** A launched game lives this long before the player launches it again. */
export const GAME_SESSION_MS = 2 * 60 * 60 * 1000;

export interface GameSession {
  provider: VerticalProvider;
  playerId: number;
  expiresAt: number;
}

export class Verticals {
  constructor(
    readonly flags: VerticalFlags,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  enabled(provider: VerticalProvider): boolean {
    return this.flags[provider].enabled;
  }

  /** The game's URL for this player: the sandbox's page with a signed session in its query. */
  launch(provider: VerticalProvider, playerId: number): string {
    const expiresAt = this.now() + GAME_SESSION_MS;
    const body = `${provider}.${playerId}.${expiresAt}`;
    return `/spi/games/${provider}?session=${body}.${this.sign(body)}`;
  }

  /** The session a game page was opened with, or null (forged, another game's, expired). */
  session(provider: string, token: string): GameSession | null {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== provider) return null;
    const [name, player, expires, mac] = parts as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${name}.${player}.${expires}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    if (!(expiresAt > this.now())) return null;
    return { provider: name as VerticalProvider, playerId: Number(player), expiresAt };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`game:${body}`).digest('base64url');
  }
}
