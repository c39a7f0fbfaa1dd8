import type { ContextOptions } from './options.ts';

export interface SubmissionContext {
  pathname?: string;
  deviceType?: 'mobile' | 'tablet' | 'desktop';
  viewport?: { width: number; height: number };
  locale?: string;
  tags?: Record<string, string>;
}

/** The device type by the shorter side of the viewport and whether the pointer is coarse. */
export function deviceTypeOf(width: number, height: number, coarsePointer: boolean) {
  const shorter = Math.min(width, height);
  if (shorter < 600) return 'mobile';
  if (coarsePointer && shorter < 1100) return 'tablet';
  return 'desktop';
}

/**
 * The optional `context` of a submission. Device type, viewport and locale are sent unless turned
 * off; the page's path only when `pathname: true` (it can reveal what a visitor was doing), never
 * its query or fragment.
 */
export function collectContext(options: ContextOptions | false | undefined, lang: string) {
  if (options === false) return undefined;
  const context: SubmissionContext = {};
  const width = Math.max(1, Math.round(window.innerWidth));
  const height = Math.max(1, Math.round(window.innerHeight));
  if (options?.pathname === true) {
    const path = window.location.pathname.slice(0, 500);
    if (path.startsWith('/')) context.pathname = path;
  }
  if (options?.deviceType !== false) {
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    context.deviceType = deviceTypeOf(width, height, coarse);
  }
  if (options?.viewport !== false) context.viewport = { width, height };
  if (options?.locale !== false && /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(lang)) {
    context.locale = lang.slice(0, 35);
  }
  if (options?.tags) context.tags = options.tags;
  return Object.keys(context).length > 0 ? context : undefined;
}
