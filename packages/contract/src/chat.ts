import { z } from 'zod';

/** domain 7 `GET /watchersio/userid`: the player's id for the live-chat widget (shell 7.3). */
export const chatUserIdAnswer = z.object({ id: z.string() });
