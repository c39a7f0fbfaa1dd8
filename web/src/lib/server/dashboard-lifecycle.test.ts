import { describe, expect, test } from 'vitest';
import {
  closeAll,
  isDraining,
  onClose,
  startDraining,
  stopSettings,
} from './dashboard-lifecycle.ts';

describe('stop settings', () => {
  test('default to the API’s: no pre-stop delay, 20 s to stop', () => {
    expect(stopSettings({})).toEqual({ preStopDelayMs: 0, shutdownTimeoutMs: 20_000 });
    expect(stopSettings({ HEED_PRESTOP_DELAY_MS: ' ', HEED_SHUTDOWN_TIMEOUT_MS: '' })).toEqual({
      preStopDelayMs: 0,
      shutdownTimeoutMs: 20_000,
    });
  });

  test('read whole milliseconds within the API’s bounds', () => {
    expect(
      stopSettings({ HEED_PRESTOP_DELAY_MS: '5000', HEED_SHUTDOWN_TIMEOUT_MS: '30000' }),
    ).toEqual({ preStopDelayMs: 5_000, shutdownTimeoutMs: 30_000 });
    expect(stopSettings({ HEED_PRESTOP_DELAY_MS: '120000' }).preStopDelayMs).toBe(120_000);
  });

  test.each([
    ['HEED_PRESTOP_DELAY_MS', '-1'],
    ['HEED_PRESTOP_DELAY_MS', '1.5'],
    ['HEED_PRESTOP_DELAY_MS', '5s'],
    ['HEED_PRESTOP_DELAY_MS', '120001'],
    ['HEED_SHUTDOWN_TIMEOUT_MS', '999'],
    ['HEED_SHUTDOWN_TIMEOUT_MS', '600001'],
  ])('refuse %s=%s with one line naming the variable', (name, value) => {
    expect(() => stopSettings({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} must be a whole number of milliseconds`),
    );
  });
});

describe('the stop sequence state', () => {
  test('is one per process and closes every registered part once', async () => {
    expect(isDraining()).toBe(false);
    startDraining();
    expect(isDraining()).toBe(true);
    const closed: string[] = [];
    onClose(async () => {
      closed.push('pool');
    });
    onClose(async () => {
      throw new Error('already closed');
    });
    await Promise.all([closeAll(), closeAll()]);
    expect(closed).toEqual(['pool']);
    // The state lives on `process`, where the app's bundled copy of this module finds it too.
    const key = Symbol.for('heed.dashboard.lifecycle');
    const holder = process as unknown as Record<symbol, unknown>;
    expect(holder[key]).toMatchObject({ draining: true });
    delete holder[key];
    expect(isDraining()).toBe(false);
  });
});
