import { describe, expect, test } from 'vitest';
import { exportFailureMessage, exportFailureReason } from './export-failure.ts';

describe('export failures', () => {
  test('a rate-limited export says when to try again', () => {
    const reason = exportFailureReason(429, '17');
    expect(reason).toBe('429:17');
    expect(exportFailureMessage(reason)).toBe(
      'Too many exports in a short time. Try again in 17 seconds.',
    );
  });

  test('without Retry-After the reason is the status alone', () => {
    expect(exportFailureReason(403, null)).toBe('403');
    expect(exportFailureReason(503, 'soon')).toBe('503');
    expect(exportFailureMessage('403')).toMatch(/may not export/);
    expect(exportFailureMessage('503:1')).toMatch(/Try again in 1 second\.$/);
  });

  test('anything unknown gets a general message', () => {
    expect(exportFailureMessage('garbage')).toBe('The export failed. Try again in a moment.');
  });
});
