import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { jackpotInput } from '@sb/contract';
import { repoRoot } from '../../config';
import type { Jackpots } from './jackpots';

// The operator's jackpots on a fresh start (issue 21): `config/jackpots.json` (or the file
// JACKPOTS_CONFIG names), each created once by id; one already there is left as it runs.

const file = z.object({ jackpots: z.array(jackpotInput) });

export async function seedJackpots(
  jackpots: Jackpots,
  at: string = process.env.JACKPOTS_CONFIG ?? path.join(repoRoot, 'config/jackpots.json'),
): Promise<string[]> {
  if (!fs.existsSync(at)) return [];
  const parsed = file.parse(JSON.parse(fs.readFileSync(at, 'utf8')));
  const created: string[] = [];
  for (const input of parsed.jackpots) {
    const outcome = await jackpots.create(input);
    if (outcome.ok) created.push(input.id);
    else if (outcome.key !== 'error.jackpots.exists')
      throw new Error(`${at}: jackpot ${input.id}: ${outcome.message}`);
  }
  return created;
}
