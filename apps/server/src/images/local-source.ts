import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageSource } from '@sb/domain';
import { fetchRemoteImage, MAX_SOURCE_BYTES, type SourceImage } from './remote-source';

/** What reading a source needs: our own API (the competitor logos) and the web's public files. */
export interface ImageReaderDeps {
  /** GET one of our own API paths in process (app.inject): no socket, no Origin games. */
  get: (path: string) => Promise<{ statusCode: number; contentType: string; body: Buffer }>;
  /** The web app's public folder (`/logo.svg`, `/images/...`). */
  publicDir: string;
  fetchRemote?: typeof fetchRemoteImage;
}

const FILE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The proxy's `read`: a source the domain allowed, from where it lives. */
export function imageReader(
  deps: ImageReaderDeps,
): (s: ImageSource) => Promise<SourceImage | null> {
  const root = path.resolve(deps.publicDir);
  return async (source) => {
    if (source.kind === 'remote') return (deps.fetchRemote ?? fetchRemoteImage)(source.url);
    if (source.path.startsWith('/api/')) {
      const res = await deps.get(source.path);
      return res.statusCode === 200 && res.contentType.startsWith('image/')
        ? { bytes: res.body, contentType: res.contentType }
        : null;
    }
    const file = path.resolve(root, `.${decodeURIComponent(source.path.split('?')[0] ?? '')}`);
    const type = FILE_TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep) || !type) return null;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > MAX_SOURCE_BYTES) return null;
      return { bytes: await fs.readFile(file), contentType: type };
    } catch {
      return null;
    }
  };
}
