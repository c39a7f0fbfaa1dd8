/**
 * Removes personal data from free-text answers before they are stored: e-mail addresses, phone
 * numbers, Norwegian national identity numbers (fødselsnummer, D-number) with valid check digits,
 * payment-card numbers with a valid Luhn digit, and account numbers (Norwegian 11-digit account
 * numbers with a valid mod-11 digit, IBANs with a valid mod-97 checksum). Each match becomes a
 * placeholder such as `[email removed]`.
 *
 * Cost: linear in the text. Every pass looks at each character a bounded number of times (no
 * backtracking regular expressions over unbounded input), and the passes run only when a cheap
 * check says they can match: no `@`, no e-mail pass; fewer than eight digits, no number pass.
 */

export const REDACTION_PLACEHOLDERS = {
  email: '[email removed]',
  phone: '[phone removed]',
  nationalId: '[national id removed]',
  card: '[card number removed]',
  account: '[account number removed]',
} as const;

export type RedactedKind = keyof typeof REDACTION_PLACEHOLDERS;

export interface RedactionResult {
  text: string;
  /** True when at least one placeholder replaced something. */
  redacted: boolean;
}

/** Fewest digits any number this module removes has (a Norwegian phone number). */
const MIN_DIGITS = 8;
/** Most digits of one number this module removes (a card number). */
const MAX_DIGITS = 19;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isAsciiAlnum = (code: number) =>
  isDigit(code) || isUpper(code) || (code >= 97 && code <= 122);

/** Characters of an e-mail local part: letters, digits and `._%+-`. */
function isLocalChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return isAsciiAlnum(code) || '._%+-'.includes(char) || /\p{L}/u.test(char);
}

/** Characters of an e-mail domain: letters, digits, `-` and `.`. */
function isDomainChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return isAsciiAlnum(code) || char === '-' || char === '.' || /\p{L}/u.test(char);
}

interface Span {
  start: number;
  end: number;
  kind: RedactedKind;
}

/**
 * E-mail addresses, found from each `@`: the local part to its left, the domain (at least one dot,
 * a top-level label of two or more letters) to its right. A local part or domain never contains
 * `@`, so the scans from consecutive `@` never overlap: linear.
 */
function emailSpans(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  let lastEnd = 0;
  for (;;) {
    const at = text.indexOf('@', from);
    if (at === -1) break;
    from = at + 1;
    let start = at;
    while (start > lastEnd && isLocalChar(text[start - 1] ?? '')) start--;
    while (start < at && text[start] === '.') start++;
    let end = at + 1;
    while (end < text.length && isDomainChar(text[end] ?? '')) end++;
    while (end > at + 1 && /[.-]/.test(text[end - 1] ?? '')) end--;
    if (start === at || end === at + 1) continue;
    const domain = text.slice(at + 1, end);
    const dot = domain.lastIndexOf('.');
    const topLevel = dot === -1 ? '' : domain.slice(dot + 1);
    if (dot <= 0 || !/^\p{L}{2,}$/u.test(topLevel)) continue;
    spans.push({ start, end, kind: 'email' });
    lastEnd = end;
    from = end;
  }
  return spans;
}

/** IBAN length by country (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 ' +
    'EE20 EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 ' +
    'IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 ' +
    'NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 ' +
    'TR26 UA29 VA22 VG24 XK20'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** ISO 13616: the country's length, and the rearranged IBAN as a number is 1 modulo 97. */
export function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = isDigit(code) ? code - 48 : code - 55;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/**
 * IBANs: a country code with a known IBAN length and two check digits at a word start, then the
 * account in capitals and digits, plain or grouped by single spaces, exactly as long as the
 * country's IBANs and ending at a word end, with a valid checksum. At most 34 characters plus
 * separators are read from each start: linear in all.
 */
function ibanSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let start = 0; start + 15 <= text.length; start++) {
    const length = IBAN_LENGTHS[text.slice(start, start + 2)];
    if (length === undefined) continue;
    if (start > 0 && isAsciiAlnum(text.charCodeAt(start - 1))) continue;
    if (!isDigit(text.charCodeAt(start + 2)) || !isDigit(text.charCodeAt(start + 3))) continue;
    let compact = '';
    let index = start;
    while (index < text.length && compact.length < length) {
      const next = text.charCodeAt(index);
      if (isDigit(next) || isUpper(next)) {
        compact += text[index];
        index++;
      } else if (next === 32 && isAsciiAlnum(text.charCodeAt(index + 1))) {
        index++;
      } else {
        break;
      }
    }
    const atWordEnd = index >= text.length || !isAsciiAlnum(text.charCodeAt(index));
    if (compact.length === length && atWordEnd && validIban(compact)) {
      spans.push({ start, end: index, kind: 'account' });
      start = index - 1;
    }
  }
  return spans;
}

/** Luhn check digit (payment cards). */
export function validLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function mod11CheckDigit(digits: string, weights: number[]): number | null {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight * (digits.charCodeAt(index) - 48);
  });
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : check;
}

const FNR_K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const MOD11_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Norwegian national identity number (fødselsnummer, D- or H-number): both check digits valid. */
export function validNationalId(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  return (
    mod11CheckDigit(digits, FNR_K1) === digits.charCodeAt(9) - 48 &&
    mod11CheckDigit(digits, MOD11_WEIGHTS) === digits.charCodeAt(10) - 48
  );
}

/** Norwegian bank account number: 11 digits, the last a valid mod-11 check digit. */
export function validAccountNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  return mod11CheckDigit(digits, MOD11_WEIGHTS) === digits.charCodeAt(10) - 48;
}

/** A run of digits inside a numeric token, with the characters that joined it to the previous. */
interface DigitGroup {
  start: number;
  end: number;
  separator: string;
}

/** A date (`2024-11-22`, `22.11.2024`, `22/11/2024`) is a harmless eight-digit number. */
const DATE = /^(?:\d{4}([-./])\d{2}\1\d{2}|\d{2}([-./])\d{2}\2\d{4})$/;

/** A candidate number: its digits, the lengths of its groups and what joins them. */
interface NumberCandidate {
  digits: string;
  lengths: number[];
  /** `separators[i]` joins group i and group i + 1. */
  separators: string[];
  /** The candidate as written. */
  written: string;
  /** Written right after `+` (international phone number). */
  plus: boolean;
  /** The candidate is the whole numeric token, not a part of a longer number. */
  wholeToken: boolean;
}

/** What a candidate number is, or null when it is nothing to remove. */
function classifyNumber(candidate: NumberCandidate): RedactedKind | null {
  const { digits, lengths, separators, written, plus, wholeToken } = candidate;
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  if (DATE.test(written)) return null;
  const plainOrSpaced = separators.every((separator) => /^[ .-]$/.test(separator));
  if (digits.length === 11 && plainOrSpaced && !plus) {
    if (validNationalId(digits) && (lengths.length === 1 || lengths.join() === '6,5')) {
      return 'nationalId';
    }
    if (validAccountNumber(digits) && (lengths.length === 1 || lengths.join() === '4,2,5')) {
      return 'account';
    }
  }
  if (
    digits.length >= 13 &&
    !plus &&
    separators.every((separator) => separator === ' ' || separator === '-') &&
    validLuhn(digits)
  ) {
    return 'card';
  }
  const international = plus || digits.startsWith('00');
  if (international && digits.length <= 15) return 'phone';
  if (/[()]/.test(written) && digits.length >= 10 && digits.length <= 11) return 'phone';
  // A domestic eight-digit number only standing alone: inside a longer number (a card number
  // with a wrong check digit) it is a part of that number, not a phone number.
  if (digits.length === 8 && wholeToken && /^[2-9]/.test(digits)) {
    // `12 345 678` or `1.234.567`-style grouping is an amount, not a phone number.
    const thousands =
      lengths.length > 1 &&
      (lengths[0] ?? 0) <= 3 &&
      lengths.slice(1).every((length) => length === 3) &&
      separators.every((separator) => separator === ' ' || separator === '.');
    if (!thousands) return 'phone';
  }
  return null;
}

/** Characters that may join two digit groups of one number (at most three in a row). */
const isNumberSeparator = (char: string) => char === ' ' || '-.()\u00a0'.includes(char);

/**
 * Numeric tokens (digit groups joined by one to three of ` -.()`, optionally after `+`), then
 * within each token the leftmost, longest run of groups that is a phone, national identity, card
 * or account number. A run has at most 19 digits, so each group starts a bounded number of
 * candidates: linear.
 */
function numberSpans(text: string): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < text.length) {
    if (!isDigit(text.charCodeAt(index))) {
      index++;
      continue;
    }
    // One token: groups of digits and what joins them.
    const groups: DigitGroup[] = [];
    let separator = '';
    let cursor = index;
    for (;;) {
      const start = cursor;
      while (cursor < text.length && isDigit(text.charCodeAt(cursor))) cursor++;
      groups.push({ start, end: cursor, separator });
      let gap = cursor;
      while (gap < text.length && gap - cursor < 3 && isNumberSeparator(text[gap] ?? '')) gap++;
      if (gap === cursor || gap >= text.length || !isDigit(text.charCodeAt(gap))) break;
      separator = text.slice(cursor, gap);
      cursor = gap;
    }
    let at = 0;
    while (at < groups.length) {
      const first = groups[at] as DigitGroup;
      const before = text[first.start - 1];
      const plus = before === '+' || (before === '(' && text[first.start - 2] === '+');
      let found: { to: number; kind: RedactedKind } | null = null;
      const candidate: NumberCandidate = {
        digits: '',
        lengths: [],
        separators: [],
        written: '',
        plus,
        wholeToken: false,
      };
      for (let to = at; to < groups.length; to++) {
        const group = groups[to] as DigitGroup;
        const length = group.end - group.start;
        // Numbers are written in groups of two or more digits; only a leading country code or
        // area code may be a single digit.
        if (to > at && length < 2) break;
        candidate.digits += text.slice(group.start, group.end);
        if (candidate.digits.length > MAX_DIGITS) break;
        candidate.lengths.push(length);
        if (to > at) candidate.separators.push(group.separator);
        if (candidate.digits.length < MIN_DIGITS) continue;
        candidate.written = text.slice(first.start, group.end);
        candidate.wholeToken = at === 0 && to === groups.length - 1;
        const kind = classifyNumber(candidate);
        if (kind) found = { to, kind };
      }
      if (found) {
        const last = groups[found.to] as DigitGroup;
        // A phone number's leading `+` or `(` goes with it.
        let start = first.start;
        if (found.kind === 'phone' && (before === '+' || before === '(')) {
          start = plus && before === '(' ? first.start - 2 : first.start - 1;
        }
        spans.push({ start, end: last.end, kind: found.kind });
        at = found.to + 1;
      } else {
        at++;
      }
    }
    index = cursor;
  }
  return spans;
}

function replaceSpans(text: string, spans: Span[]): string {
  let result = '';
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + REDACTION_PLACEHOLDERS[span.kind];
    from = span.end;
  }
  return result + text.slice(from);
}

function countDigits(text: string): number {
  let digits = 0;
  for (let index = 0; index < text.length; index++) {
    if (isDigit(text.charCodeAt(index))) digits++;
  }
  return digits;
}

/** The text with its personal data replaced by placeholders. */
export function redactText(text: string): RedactionResult {
  let result = text;
  let redacted = false;
  if (result.includes('@')) {
    const spans = emailSpans(result);
    if (spans.length > 0) {
      result = replaceSpans(result, spans);
      redacted = true;
    }
  }
  if (countDigits(result) >= MIN_DIGITS) {
    for (const find of [ibanSpans, numberSpans]) {
      const spans = find(result);
      if (spans.length > 0) {
        result = replaceSpans(result, spans);
        redacted = true;
      }
    }
  }
  return { text: result, redacted };
}
