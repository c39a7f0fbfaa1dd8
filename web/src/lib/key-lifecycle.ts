/** Grace periods offered when rotating a key, in hours, with their words. */
export const GRACE_PERIODS: readonly { hours: number; label: string }[] = [
  { hours: 0, label: 'Stop the old key now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '1 week' },
  { hours: 720, label: '30 days' },
];

/** `2026-11-25 22:07 UTC`: the same on the server and in every browser. */
export function formatInstant(iso: string | null): string {
  if (!iso) return '—';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
