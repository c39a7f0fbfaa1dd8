import { describe, expect, it } from 'vitest';
import {
  redactText,
  validAccountNumber,
  validIban,
  validLuhn,
  validNationalId,
} from './text-redaction.ts';

/**
 * Rule: docs/rules/submission.md#submission-8: a TEXT answer is scanned for e-mail, phone numbers,
 * 11-digit national identity numbers with valid check digits, card numbers with a valid Luhn digit
 * and account numbers; each match becomes a placeholder. The check-digit values below were computed
 * independently of this module (fødselsnummer k1/k2, mod-11 account, Luhn, IBAN mod-97).
 */

describe('check digits', () => {
  it('accepts valid and refuses invalid national identity numbers', () => {
    for (const valid of ['01017012343', '15059547175', '45017012383', '31129951152']) {
      expect(validNationalId(valid), valid).toBe(true);
    }
    for (const invalid of [
      '01017012345',
      '01017012353',
      '15059547176',
      '1505954717',
      'abcdefghijk',
    ]) {
      expect(validNationalId(invalid), invalid).toBe(false);
    }
  });

  it('accepts valid and refuses invalid account numbers, IBANs and card numbers', () => {
    expect(validAccountNumber('12345678903')).toBe(true);
    expect(validAccountNumber('86011117947')).toBe(true);
    expect(validAccountNumber('12345678904')).toBe(false);
    expect(validIban('NO9386011117947')).toBe(true);
    expect(validIban('GB82WEST12345698765432')).toBe(true);
    expect(validIban('NO9486011117947')).toBe(false);
    expect(validLuhn('4111111111111111')).toBe(true);
    expect(validLuhn('4111111111111112')).toBe(false);
  });
});

describe('redactText', () => {
  const cases: [string, string][] = [
    ['Mail me at ola.nordmann@firma.no please', 'Mail me at [email removed] please'],
    ['kari+survey@example.com.', '[email removed].'],
    ['Ring 912 34 567 eller +47 91234567', 'Ring [phone removed] eller [phone removed]'],
    ['call (555) 123-4567 today', 'call [phone removed] today'],
    ['tlf: 0047 912 34 567', 'tlf: [phone removed]'],
    ['fnr 01017012343, takk', 'fnr [national id removed], takk'],
    ['fnr 010170 12343', 'fnr [national id removed]'],
    ['kort 4111 1111 1111 1111 utløper', 'kort [card number removed] utløper'],
    ['kort 4111-1111-1111-1111', 'kort [card number removed]'],
    ['konto 1234.56.78903', 'konto [account number removed]'],
    ['konto 12345678903', 'konto [account number removed]'],
    ['IBAN NO93 8601 1117 947 ok', 'IBAN [account number removed] ok'],
    ['IBAN NO9386011117947', 'IBAN [account number removed]'],
  ];
  it.each(cases)('redacts %j', (input, expected) => {
    expect(redactText(input)).toEqual({ text: expected, redacted: true });
  });

  const untouched = [
    'Quick and easy.',
    'It cost 12 345 678 kroner',
    'Released on 2024-11-22 and 22.11.2024',
    'version 1.2.3.4.5.6.7.8',
    'order 1234567',
    // Eleven digits with wrong check digits: neither a national id nor an account number.
    'number 01017012345',
    // Sixteen digits failing Luhn, plain or grouped: no phone number hides in them.
    'ref 1111111111111112',
    'ref 4111 1111 1111 1112',
    // An IBAN with a wrong checksum.
    'IBAN NO9486011117947',
    'an @ sign alone, or user@localhost, or @handle',
  ];
  it.each(untouched)('leaves %j as it is', (input) => {
    expect(redactText(input)).toEqual({ text: input, redacted: false });
  });

  it('redacts several kinds in one text', () => {
    const result = redactText(
      'Jeg heter Ola, ola@example.com, 91234567, fnr 15059547175, kort 5500 0000 0000 0004.',
    );
    expect(result.text).toBe(
      'Jeg heter Ola, [email removed], [phone removed], fnr [national id removed], kort [card number removed].',
    );
    expect(result.redacted).toBe(true);
  });

  it('takes time linear in the text for adversarial input', () => {
    // Quadratic scanning would do ~10^10 steps on these; linear finishes at once. No timing
    // assertion (speed belongs to the benchmark): the test suite's timeout is the bound.
    const inputs = [
      'a'.repeat(200_000),
      `${'a.'.repeat(100_000)}@`,
      '@'.repeat(200_000),
      'a@'.repeat(100_000),
      '1 '.repeat(100_000),
      '12-'.repeat(70_000),
      '9'.repeat(200_000),
      'NO93 '.repeat(40_000),
      'AB12'.repeat(50_000),
      '+('.repeat(100_000),
    ];
    for (const input of inputs) {
      const result = redactText(input);
      expect(typeof result.text).toBe('string');
    }
    expect(redactText(`${'x'.repeat(100_000)} ola@example.com`).text).toMatch(/\[email removed\]$/);
  });
});
