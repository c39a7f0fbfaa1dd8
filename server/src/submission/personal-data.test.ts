import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identifierForDiff, looksLikePersonalData, personalDataKind } from './personal-data.ts';

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
