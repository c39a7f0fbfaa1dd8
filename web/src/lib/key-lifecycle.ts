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

/**
 * The short id of a key: the first 8 characters of its id (not of its value, which is secret), so
 * keys of one app, such as the old and new key of a rotation, can be told apart.
 */
export function shortKeyId(id: string): string {
  return id.slice(0, 8);
}

/** Who did something to a key, in words; `me` is the signed-in member's pseudonym and name. */
export function keyEventActor(
  actor: { type: 'oidc_user' | 'api_key' | 'system'; userRef: string | null; keyId: string | null },
  me: { ref: string; name: string | null },
): string {
  if (actor.type === 'api_key') {
    return actor.keyId ? `a secret key (key ${shortKeyId(actor.keyId)})` : 'a secret key';
  }
  if (actor.type === 'system') return 'the system (setup or the command line)';
  // Heed keeps only a pseudonym of who acted, never a name: the signed-in member is named, others
  // are told apart by their pseudonym.
  if (actor.userRef === me.ref) return me.name ? `you (${me.name})` : 'you';
  return actor.userRef ? `another member (${actor.userRef})` : 'a dashboard user';
}
