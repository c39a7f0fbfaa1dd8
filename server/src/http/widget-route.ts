import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { NotFoundError } from '../errors/domain-errors.ts';
import { type AssetCaching, publicAssetHeadOf } from './response-head.ts';

/** Where the widget package keeps its built releases, one directory per exact version. */
export const WIDGET_RELEASE_DIRECTORY = fileURLToPath(
  new URL('../../../widget/release/', import.meta.url),
);

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CONTENT_TYPES: Record<string, string> = {
  'heed.js': 'text/javascript; charset=utf-8',
  'heed.mjs': 'text/javascript; charset=utf-8',
  'manifest.json': 'application/json; charset=utf-8',
};

interface WidgetAsset {
  body: Buffer;
  contentType: string;
  etag: string;
  caching: AssetCaching;
}

function compareVersions(a: string, b: string): number {
  const left = a.match(VERSION)?.slice(1).map(Number) ?? [];
  const right = b.match(VERSION)?.slice(1).map(Number) ?? [];
  for (let i = 0; i < 3; i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Every servable file, keyed `<segment>/<name>`: each exact version (`1.0.0/heed.js`, cached as
 * immutable) and each major channel (`v1/heed.js`, the newest `1.x.y`, cached for a day). Built
 * once from the directory listing; a request can only name a key of this map, never a path.
 */
export function loadWidgetAssets(directory = WIDGET_RELEASE_DIRECTORY): Map<string, WidgetAsset> {
  const assets = new Map<string, WidgetAsset>();
  let versions: string[];
  try {
    versions = readdirSync(directory).filter((name) => VERSION.test(name));
  } catch {
    return assets; // no widget release shipped with this installation
  }
  versions.sort(compareVersions);
  for (const version of versions) {
    const major = `v${version.split('.')[0]}`;
    for (const [name, contentType] of Object.entries(CONTENT_TYPES)) {
      let body: Buffer;
      try {
        body = readFileSync(path.join(directory, version, name));
      } catch {
        continue;
      }
      const etag = `"${version}-${body.length}-${hashOf(body)}"`;
      assets.set(`${version}/${name}`, { body, contentType, etag, caching: 'immutable' });
      // Versions ascend, so the newest of each major ends up as its channel.
      assets.set(`${major}/${name}`, { body, contentType, etag, caching: 'channel' });
    }
  }
  return assets;
}

function hashOf(body: Buffer): string {
  let hash = 0x811c9dc5;
  for (const byte of body) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16);
}

/**
 * `/widget`: the embeddable survey widget. `/widget/v1/heed.js` follows the newest 1.x release
 * (cached for a day, revalidated by ETag); `/widget/<version>/heed.js` is one exact release,
 * cached as immutable, the URL to use with the published SRI hash. Unknown files are 404
 * problem+json.
 */
export function createWidgetRoute(assets = loadWidgetAssets()): express.Router {
  const router = express.Router();
  router.get('/:segment/:name', (req: Request, res: Response, next: NextFunction) => {
    const asset = assets.get(`${req.params.segment}/${req.params.name}`);
    if (!asset) {
      next(new NotFoundError('No such widget file.'));
      return;
    }
    res.set(publicAssetHeadOf(asset));
    if (req.headers['if-none-match'] === asset.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).send(asset.body);
  });
  router.use((_req: Request, _res: Response, next: NextFunction) => {
    next(new NotFoundError('No such widget file.'));
  });
  return router;
}
