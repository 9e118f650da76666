import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who is calling, as far as other modules need to know (the platform module decides). */
export interface PlayerIdentity {
  /** Player id as a string: the JWT `sub` and the private channel's user part. */
  id: string;
  locale: string;
  /** serasa.pve flag (shell 3): such players may not bet. */
  pve: boolean;
}

/**
 * The seam between the platform module (sessions) and everyone else. The platform module
 * installs the real resolver; until then every caller is a visitor.
 */
export interface Auth {
  currentPlayer(request: FastifyRequest): Promise<PlayerIdentity | null>;
}

export const visitorsOnly: Auth = { currentPlayer: async () => null };

/** `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export function isAdmin(request: FastifyRequest, adminToken: string): boolean {
  const expected = Buffer.from(`Bearer ${adminToken}`);
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
