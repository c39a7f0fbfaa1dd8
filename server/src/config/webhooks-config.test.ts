import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('webhook settings', () => {
  it('default to a 15 s timeout, a 60 s claim, the standard schedule, https and public addresses only', () => {
    expect(loadConfig({}).webhooks).toEqual({
      timeoutMs: 15_000,
      claimMs: 60_000,
      retryScheduleMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
      allowHttp: false,
      allowPrivate: false,
    });
  });

  it('keep an attempt’s timeout below the claim that covers it', () => {
    expect(() => loadConfig({ HEED_WEBHOOK_TIMEOUT_MS: '45001' })).toThrow(ConfigError);
    expect(loadConfig({ HEED_WEBHOOK_TIMEOUT_MS: '45000' }).webhooks).toMatchObject({
      timeoutMs: 45_000,
      claimMs: 60_000,
    });
    // A claim shorter than the timeout is raised to outlast it.
    expect(
      loadConfig({ HEED_WEBHOOK_TIMEOUT_MS: '5000', HEED_WEBHOOK_CLAIM_MS: '3000' }).webhooks
        .claimMs,
    ).toBe(6_000);
    expect(
      loadConfig({ HEED_WEBHOOK_TIMEOUT_MS: '1000', HEED_WEBHOOK_CLAIM_MS: '3000' }).webhooks
        .claimMs,
    ).toBe(3_000);
  });

  it('refuse a claim period that is not a whole number of milliseconds from 1000', () => {
    for (const value of ['999', '1.5', 'soon', '600001']) {
      let caught: unknown;
      try {
        loadConfig({ HEED_WEBHOOK_CLAIM_MS: value });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).variable).toBe('HEED_WEBHOOK_CLAIM_MS');
    }
  });
});
