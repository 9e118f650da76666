import { z } from 'zod';

// The verticals a game provider runs inside the sportsbook (domain 1, 3, 7; issue 23): horse
// racing, lotteries, premium cricket and the virtual gaming arena. POST /{provider}/launch
// answers the URL of the provider's game, which the vertical's page shows in a frame.

export const VERTICAL_PROVIDERS = [
  'horse_racing',
  'lotto',
  'premium_cricket',
  'virtual_gaming_arena',
] as const;
export type VerticalProvider = (typeof VERTICAL_PROVIDERS)[number];

export const verticalProvider = z.enum(VERTICAL_PROVIDERS);
/** domain 7 `POST /{provider}/launch` (virtual wallet): `app`, the client asking (web). */
export const launchRequest = z.object({ app: z.string().max(40).optional() }).strict();
export const launchAnswer = z.object({ url: z.string() });
export type LaunchAnswer = z.infer<typeof launchAnswer>;
