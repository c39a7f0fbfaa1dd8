/**
 * A message's `webhook-id`: `msg_` and the 128 bits of its row's UUID in Crockford base32 (26
 * characters), so the outbox row needs no second key and any replica spells it the same way.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 26;
const PREFIX = 'msg_';

/** `msg_…` of a message row's UUID. */
export function messageIdOf(uuid: string): string {
  let value = BigInt(`0x${uuid.replaceAll('-', '')}`);
  let text = '';
  for (let i = 0; i < LENGTH; i++) {
    text = ALPHABET[Number(value & 31n)] + text;
    value >>= 5n;
  }
  return PREFIX + text;
}

/** The UUID of a `msg_…` id; undefined when it is not one. */
export function uuidOfMessageId(messageId: string): string | undefined {
  if (!messageId.startsWith(PREFIX) || messageId.length !== PREFIX.length + LENGTH) return;
  let value = 0n;
  for (const character of messageId.slice(PREFIX.length)) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return;
    value = (value << 5n) | BigInt(digit);
  }
  if (value >> 128n !== 0n) return;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
