import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../next.config.mjs';

describe('icon sprite version (shell 2.9)', () => {
  it("is the sprite's content hash, as the server computes it for its year-long cache", () => {
    const file = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/icons.svg'),
    );
    const hash = createHash('sha256').update(file).digest('hex').slice(0, 12);
    expect(config.env?.NEXT_PUBLIC_ICONS_VERSION).toBe(hash);
  });
});
