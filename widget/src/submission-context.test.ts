import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from './submission-context.ts';

describe('device type', () => {
  it('is mobile on a narrow viewport, tablet on a mid-sized touch screen, else desktop', () => {
    expect(deviceTypeOf(390, 844, true)).toBe('mobile');
    expect(deviceTypeOf(844, 390, true)).toBe('mobile');
    expect(deviceTypeOf(820, 1180, true)).toBe('tablet');
    expect(deviceTypeOf(1280, 800, false)).toBe('desktop');
    expect(deviceTypeOf(820, 1180, false)).toBe('desktop');
  });
});
