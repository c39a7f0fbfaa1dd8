import { describe, expect, test } from 'vitest';
import { keyEventActor, shortKeyId } from './key-lifecycle.ts';

const me = { ref: 'id:0123456789ab', name: 'Dana Admin' };

describe('key events in words', () => {
  test('the signed-in member is named; another member is told apart by the pseudonym', () => {
    const user = (userRef: string) => ({ type: 'oidc_user' as const, userRef, keyId: null });
    expect(keyEventActor(user('id:0123456789ab'), me)).toBe('you (Dana Admin)');
    expect(keyEventActor(user('id:0123456789ab'), { ...me, name: null })).toBe('you');
    expect(keyEventActor(user('id:ffffffffffff'), me)).toBe('another member (id:ffffffffffff)');
  });

  test('a secret key by its short id; the system as such', () => {
    const keyId = '3f2a9c1b-0000-4000-8000-000000000000';
    expect(keyEventActor({ type: 'api_key', userRef: null, keyId }, me)).toBe(
      'a secret key (key 3f2a9c1b)',
    );
    expect(keyEventActor({ type: 'system', userRef: null, keyId: null }, me)).toBe(
      'the system (setup or the command line)',
    );
    expect(shortKeyId(keyId)).toBe('3f2a9c1b');
  });
});
