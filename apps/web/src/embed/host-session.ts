import type { PlayerProfile } from '@sb/contract';
import { api } from '../api/http-client';
import { signedInByLink } from '../account/session';

/** The host's token signs its player in here (issue 23; POST /api/platform/embed/session). */
export async function signInWithHostToken(token: string): Promise<void> {
  const answer = await api<{ player: PlayerProfile | null }>(
    'POST',
    '/api/platform/embed/session',
    { body: { token }, allowUnauthorized: true },
  );
  if (answer.player) signedInByLink(answer.player);
}
