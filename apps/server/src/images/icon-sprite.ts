import { createHash } from 'node:crypto';
import fs from 'node:fs';

// shell 2.9, 8: the icons come from one sprite, `/icons.svg?version=`, where the version is the
// sprite's content hash (the web build puts the same hash in its <use href>, next.config.mjs), so
// a versioned request may be cached for a year and a new sprite is a new URL.

/** The sprite's version: the first 12 hex digits of its SHA-256 (next.config.mjs computes it alike). */
export const spriteVersion = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 12);

export interface IconSprite {
  content: Buffer;
  version: string;
}

export function loadIconSprite(file: string): IconSprite {
  const content = fs.readFileSync(file);
  return { content, version: spriteVersion(content) };
}
