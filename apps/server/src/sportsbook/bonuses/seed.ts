import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { bonusCampaignInput } from '@sb/contract';
import { repoRoot } from '../../config';
import type { Bonuses } from './bonuses';

// The operator's bonus campaigns on a fresh start (issue 19): `config/bonuses.json` (or the
// file BONUSES_CONFIG names), each created once by id; one already there is left as it runs.

const file = z.object({ campaigns: z.array(bonusCampaignInput) });

export async function seedBonuses(
  bonuses: Bonuses,
  at: string = process.env.BONUSES_CONFIG ?? path.join(repoRoot, 'config/bonuses.json'),
): Promise<string[]> {
  if (!fs.existsSync(at)) return [];
  const parsed = file.parse(JSON.parse(fs.readFileSync(at, 'utf8')));
  const created: string[] = [];
  for (const input of parsed.campaigns) {
    const outcome = await bonuses.createCampaign(input);
    if (!outcome.ok) throw new Error(`${at}: campaign ${input.id}: ${outcome.message}`);
    if (outcome.value) created.push(input.id);
  }
  return created;
}
