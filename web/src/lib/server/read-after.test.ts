import type { Cookies } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { keepReadAfter, READ_AFTER_COOKIE, READ_AFTER_SECONDS, readAfterOf } from './read-after.ts';

/** Cookies of one request: what it came with, and what the answer sets. */
function cookieJar(sent: Record<string, string> = {}) {
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const cookies = {
    get: (name: string) => sent[name],
    set: (name: string, value: string, options: Record<string, unknown>) => {
      set.push({ name, value, options });
    },
  } as unknown as Cookies;
  return { cookies, set };
}

describe('the read-after position of a dashboard request', () => {
  it('comes from its cookie, when that holds a WAL position', () => {
    expect(readAfterOf(cookieJar({ [READ_AFTER_COOKIE]: '0/16b3748' }).cookies, true)).toEqual({
      position: '0/16B3748',
      secure: true,
    });
    for (const value of ['', 'nonsense', '0/1; drop', '1/2/3']) {
      const { cookies } = cookieJar({ [READ_AFTER_COOKIE]: value });
      expect(readAfterOf(cookies, false).position).toBeUndefined();
    }
  });

  it('keeps the later position an API answer gives, for this request and for 30 s in an http-only cookie', () => {
    const { cookies, set } = cookieJar();
    const locals = { readAfter: { position: '0/2000', secure: false } };
    keepReadAfter({ cookies, locals }, '0/1000');
    expect(locals.readAfter.position).toBe('0/2000');
    keepReadAfter({ cookies, locals }, '0/3000');
    expect(locals.readAfter.position).toBe('0/3000');
    keepReadAfter({ cookies, locals }, 'not a position');
    expect(locals.readAfter.position).toBe('0/3000');
    expect(set.at(-1)).toEqual({
      name: READ_AFTER_COOKIE,
      value: '0/3000',
      options: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        maxAge: READ_AFTER_SECONDS,
      },
    });
  });

  it('does nothing without a signed-in request', () => {
    const { cookies, set } = cookieJar();
    keepReadAfter({ cookies, locals: {} }, '0/1000');
    expect(set).toEqual([]);
  });
});
