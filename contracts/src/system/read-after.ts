/**
 * Read-your-writes across API replicas. A signed-in user's successful change is answered with the
 * primary's WAL position after it in this header (only when the API reads from a replica); a
 * caller that sends the position back on its next calls has those calls' reads served where the
 * change is visible, whichever API replica answers. The dashboard's server does this for its
 * users. A value is a PostgreSQL LSN, `X/Y` in hexadecimal.
 */
export const READ_AFTER_HEADER = 'x-heed-read-after';

const WAL_POSITION = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** A WAL position (`pg_lsn` text such as `0/16B3748`) as a number; undefined when not one. */
export function walPositionOf(text: string | null | undefined): bigint | undefined {
  const match = text ? WAL_POSITION.exec(text.trim()) : null;
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** A WAL position as PostgreSQL writes it (`0/16B3748`). */
export function walPositionText(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn)
    .toString(16)
    .toUpperCase()}`;
}

/** The later of two positions (either may be absent). */
export function laterWalPosition(a: bigint | undefined, b: bigint | undefined): bigint | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}
