import { randomUUID } from 'node:crypto';
import { webhookMessageIdSchema } from '@heed/contracts';
import { describe, expect, it } from 'vitest';
import { messageIdOf, uuidOfMessageId } from './message-id.ts';

describe('webhook message ids', () => {
  it('are msg_ and 26 characters, the same for the same row, and read back', () => {
    for (let i = 0; i < 200; i++) {
      const uuid = randomUUID();
      const id = messageIdOf(uuid);
      expect(webhookMessageIdSchema.safeParse(id).success).toBe(true);
      expect(messageIdOf(uuid)).toBe(id);
      expect(uuidOfMessageId(id)).toBe(uuid);
    }
  });

  it('spell the extremes', () => {
    expect(messageIdOf('00000000-0000-0000-0000-000000000000')).toBe(`msg_${'0'.repeat(26)}`);
    expect(messageIdOf('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(`msg_7${'Z'.repeat(25)}`);
  });

  it('refuse what is not one', () => {
    expect(uuidOfMessageId(`msg_8${'0'.repeat(25)}`)).toBeUndefined(); // past 128 bits
    expect(uuidOfMessageId(`msg_${'U'.repeat(26)}`)).toBeUndefined(); // not Crockford
    expect(uuidOfMessageId(`evt_${'0'.repeat(26)}`)).toBeUndefined();
    expect(uuidOfMessageId('msg_0')).toBeUndefined();
  });
});
