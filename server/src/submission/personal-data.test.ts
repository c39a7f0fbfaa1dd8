import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  identifierForDiff,
  looksLikePersonalData,
  MAX_SCANNED_LENGTH,
  personalDataKind,
} from './personal-data.ts';

function ref(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

const PERSONAL: Record<string, string[]> = {
  email: [
    'ola.nordmann@firma.no',
    'contact_kari+survey@example.com',
    'q-OLA@EXAMPLE.ORG-rating',
    'ola%40firma.no',
  ],
  phone: [
    '+47 912 34 567',
    '91234567',
    'tlf_91234567',
    '912-34-567',
    '912.34.567',
    '+4791234567',
    '(555) 123-4567',
    '+1 (555) 123-4567',
    'call-0047-912-34-567',
  ],
  nationalId: ['01017012345', 'answer_01017012345', 'fnr01017012345x'],
  card: [
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'card_5500-0000-0000-0004',
    '3782 822463 10005',
  ],
  account: ['1234.56.78903', 'konto_1234.56.78903', '1234 56 78903'],
  digits: ['12345678901234567890123'],
};

const ORDINARY = [
  'q1',
  'field-2',
  'nps_2024',
  'overall',
  'comment',
  'option_a',
  'Q12-3',
  'survey-2024-11-22',
  'release.2024.11.22',
  'step-1-2-3-4-5-6-7-8',
  'v1.2.3.4.5.6.7.8',
  '1234567',
  '123-4567',
  '550e8400-e29b-41d4-a716-446655440000',
  'field_123e4567-e89b-12d3-a456-426614174000',
  'at-sign-free.example.com',
  'Æsøy-ü',
];

describe('looksLikePersonalData', () => {
  for (const [kind, identifiers] of Object.entries(PERSONAL)) {
    for (const identifier of identifiers) {
      it(`flags ${JSON.stringify(identifier)} as ${kind}`, () => {
        expect(looksLikePersonalData(identifier)).toBe(true);
        expect(personalDataKind(identifier)).toBe(kind);
      });
    }
  }

  for (const identifier of ORDINARY) {
    it(`does not flag ${JSON.stringify(identifier)}`, () => {
      expect(looksLikePersonalData(identifier)).toBe(false);
      expect(personalDataKind(identifier)).toBeNull();
    });
  }

  it('still finds a phone number next to a UUID', () => {
    expect(looksLikePersonalData('550e8400-e29b-41d4-a716-446655440000 91234567')).toBe(true);
  });

  it('treats seven digits as too short and eight as a phone number', () => {
    expect(looksLikePersonalData('x1234567')).toBe(false);
    expect(looksLikePersonalData('x12345678')).toBe(true);
  });
});

describe('identifierForDiff', () => {
  it('returns the pseudonym for an identifier that looks like personal data', () => {
    expect(identifierForDiff('ola@firma.no')).toEqual({
      value: ref('ola@firma.no'),
      redacted: true,
    });
    expect(identifierForDiff('+47 912 34 567')).toEqual({
      value: ref('+47 912 34 567'),
      redacted: true,
    });
  });

  it('returns an ordinary identifier unchanged', () => {
    expect(identifierForDiff('overall')).toEqual({ value: 'overall', redacted: false });
    expect(identifierForDiff('nps_2024')).toEqual({ value: 'nps_2024', redacted: false });
  });
});

describe('personalDataKind bounds its work per identifier', () => {
  it('still finds e-mail addresses next to other @ signs and encodings', () => {
    expect(personalDataKind('@@ola@firma.no')).toBe('email');
    expect(personalDataKind('x@y@ola.nordmann@firma.no')).toBe('email');
    expect(personalDataKind('%40%40firma.no')).toBe('email');
    expect(personalDataKind('ola@firma')).toBeNull();
    expect(personalDataKind('@firma.no')).toBeNull();
    expect(personalDataKind('ola @firma.no')).toBeNull();
  });

  it('redacts an identifier longer than the scanned length without scanning it', () => {
    const long = 'a'.repeat(MAX_SCANNED_LENGTH + 1);
    expect(personalDataKind(long)).toBe('unscanned');
    expect(identifierForDiff(long)).toEqual({ value: ref(long), redacted: true });
    expect(personalDataKind('a'.repeat(MAX_SCANNED_LENGTH))).toBeNull();
  });

  // Shapes that make an unanchored e-mail pattern with a greedy leading class (or a naive number
  // scan) backtrack over the whole identifier from every position.
  const adversarial = (length: number): string[] => [
    'a'.repeat(length),
    `${'a'.repeat(length - 1)}@`,
    `a@${'a.'.repeat(length / 2 - 1)}`,
    '%4'.repeat(length / 2),
    'a@'.repeat(length / 2),
    '12 '.repeat(length / 3),
    '1.a'.repeat(length / 3),
  ];

  // The test's own timeout is the bound: an answer well within a request's time, for thousands of
  // identifiers at the contract's length limit and thousands far beyond it.
  it('answers for thousands of long identifiers within the request timeout', {
    timeout: 5_000,
  }, () => {
    const atLimit = adversarial(198);
    const beyond = adversarial(12_000);
    const redactedAtLimit = new Set<string>();
    let redactedBeyond = 0;
    for (let i = 0; i < 2_000; i++) {
      for (const identifier of atLimit) {
        if (identifierForDiff(identifier).redacted) redactedAtLimit.add(identifier);
      }
      for (const identifier of beyond) if (identifierForDiff(identifier).redacted) redactedBeyond++;
    }
    expect([...redactedAtLimit]).toEqual(['12 '.repeat(66)]);
    expect(redactedBeyond).toBe(2_000 * beyond.length);
  });
});
