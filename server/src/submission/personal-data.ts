import { pseudonym } from '../audit/pseudonym.ts';

/**
 * Recognises customer-chosen identifiers (field ids, option ids) that look like personal data, so
 * a definition-conflict diff can show their pseudonym instead. The check errs on the side of
 * redaction: a false positive only makes the diff less readable, a false negative leaks data.
 */

/**
 * E-mail address anywhere in the identifier: local part, `@` (or its URL encoding `%40`), a domain
 * with at least one dot and a top-level label of two or more letters. `ola.nordmann@firma.no`,
 * `q_ola%40firma.no`.
 *
 * Scanned from each `@` rather than with one unanchored pattern: a local part needs only one
 * character of its class just before the `@`, and the domain is matched anchored right after it
 * (`EMAIL_DOMAIN` is sticky). The domain's characters exclude `@` and `%`, so no character is
 * read by more than one domain scan and the work stays linear in the identifier's length.
 */
const EMAIL_AT = /@|%40/gi;
const EMAIL_LOCAL_CHAR = /^[a-z0-9._%+-]$/i;
const EMAIL_DOMAIN = /[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/iy;

function containsEmail(identifier: string): boolean {
  for (const at of identifier.matchAll(EMAIL_AT)) {
    const before = identifier[at.index - 1];
    if (before === undefined || !EMAIL_LOCAL_CHAR.test(before)) continue;
    EMAIL_DOMAIN.lastIndex = at.index + at[0].length;
    if (EMAIL_DOMAIN.test(identifier)) return true;
  }
  return false;
}

/**
 * Identifiers longer than this are not scanned but treated as personal data: the contracts cap
 * field and option ids at 200 characters, so only a caller outside them reaches the cap, and
 * redacting costs nothing while scanning an unbounded string would.
 */
export const MAX_SCANNED_LENGTH = 256;

/** Fewer digits than any number worth redacting (see `classifyNumericToken`). */
const MIN_DIGITS = 8;

/**
 * A canonical UUID (8-4-4-4-12 hex). Generated ids such as form-builder field ids are UUIDs; their
 * digit groups must not be read as a phone or card number, so UUIDs are blanked before the
 * number scan below.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A numeric token: an optional leading `+` or `(`, then groups of digits joined by one to three
 * separator characters (space, `-`, `.`, `(`, `)`), e.g. `+47 912 34 567`, `(555) 123-4567`,
 * `4111-1111-1111-1111`, `1234.56.78903`. Letters and `_` end a token, so a number embedded in an
 * identifier (`answer_01017012345`, `tlf91234567`) is still found.
 */
const NUMERIC_TOKEN = /[+(]?\d+(?:[ .()-]{1,3}\d+)*/g;

/** An ISO calendar date (`2024-11-22`, `2024.11.22`): a common, harmless part of identifiers. */
const ISO_DATE = /^(?:19|20)\d{2}([-.])(?:0[1-9]|1[0-2])\1(?:0[1-9]|[12]\d|3[01])$/;

/** Norwegian bank account number `dddd.dd.ddddd` (11 digits in groups of 4, 2, 5). */
const ACCOUNT_NUMBER = /^\d{4}[ .]\d{2}[ .]\d{5}$/;

export type PersonalDataKind =
  | 'email'
  | 'phone'
  | 'nationalId'
  | 'card'
  | 'account'
  | 'digits'
  /** Longer than `MAX_SCANNED_LENGTH`: not scanned, redacted all the same. */
  | 'unscanned';

/** Which kind of personal data a numeric token looks like, or null. */
function classifyNumericToken(token: string): PersonalDataKind | null {
  if (ISO_DATE.test(token)) return null;
  const groups = token.match(/\d+/g) ?? [];
  const digits = groups.join('').length;
  if (digits < MIN_DIGITS) return null;
  // Numbers are written in groups of two or more digits (`912 34 567`, `4111 1111 ...`); a chain
  // of single digits (`q1-2-3-4-5-6-7-8`, a version `1.2.3.4.5.6.7.8`) is a list, not a number.
  // Only the first group (a country code such as `+1`) may be a single digit.
  if (groups.slice(1).some((group) => group.length < 2)) return null;
  // Norwegian bank account number: 11 digits grouped 4.2.5.
  if (ACCOUNT_NUMBER.test(token)) return 'account';
  // National identity number (fødselsnummer): exactly 11 digits in one run.
  if (/^\d{11}$/.test(token)) return 'nationalId';
  // Card or account number: 13 to 19 digits, plain or grouped by spaces or dashes.
  if (digits >= 13 && digits <= 19 && /^\d+(?:[ -]\d+)*$/.test(token)) return 'card';
  // Phone number: 8 to 15 digits (E.164 allows at most 15; Norwegian numbers have 8), optionally
  // with a leading `+` and grouped by spaces, dashes, dots or parentheses.
  if (digits <= 15) return 'phone';
  // More digits than any single number: several numbers written together, or a card number in an
  // unusual grouping. Treated as personal data as well.
  return 'digits';
}

function digitCount(identifier: string): number {
  let count = 0;
  for (let i = 0; i < identifier.length; i++) {
    const code = identifier.charCodeAt(i);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

/**
 * The kind of personal data the identifier appears to contain, or null when it looks harmless.
 * The work is bounded per identifier: past `MAX_SCANNED_LENGTH` nothing is scanned, the e-mail
 * scan runs only from an `@`, and the number scan only when there are enough digits for a number.
 */
export function personalDataKind(identifier: string): PersonalDataKind | null {
  if (identifier.length > MAX_SCANNED_LENGTH) return 'unscanned';
  if (containsEmail(identifier)) return 'email';
  if (digitCount(identifier) < MIN_DIGITS) return null;
  const withoutUuids = identifier.replace(UUID, ' ');
  for (const token of withoutUuids.match(NUMERIC_TOKEN) ?? []) {
    const kind = classifyNumericToken(token.trim());
    if (kind !== null) return kind;
  }
  return null;
}

/** True when the identifier contains an e-mail address, phone, national id, card or account number. */
export function looksLikePersonalData(identifier: string): boolean {
  return personalDataKind(identifier) !== null;
}

/** How an identifier appears in a diff: its pseudonym when it looks like personal data, else itself. */
export function identifierForDiff(identifier: string): { value: string; redacted: boolean } {
  return looksLikePersonalData(identifier)
    ? { value: pseudonym(identifier), redacted: true }
    : { value: identifier, redacted: false };
}
