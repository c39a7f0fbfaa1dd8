import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpReceiver } from '../../testing/smtp-receiver.ts';
import { AlertMailer, smtpErrorOf } from './alert-mailer.ts';

/**
 * The SMTP side of alert e-mail: an attempt's error is a code (the SMTP reply, else the kind of
 * failure), never a message that could name the server or a recipient, and nothing is logged
 * even when the URL asks Nodemailer to. Rule: docs/rules/alert-messages.md#alert-messages-5.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('alert e-mail', () => {
  it('turns a failed send into smtp_<reply code> or smtp_<kind>', () => {
    expect(smtpErrorOf({ responseCode: 550, code: 'EENVELOPE', message: '<a@b.c> unknown' })).toBe(
      'smtp_550',
    );
    expect(smtpErrorOf({ code: 'ESOCKET', message: 'connect ECONNREFUSED 10.0.0.1:25' })).toBe(
      'smtp_esocket',
    );
    expect(smtpErrorOf(new Error('smtp.example.com said no'))).toBe('smtp_error');
    expect(smtpErrorOf(undefined)).toBe('smtp_error');
  });

  it('logs nothing, even when the URL asks Nodemailer to log', async () => {
    const receiver = await startSmtpReceiver();
    const written: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(args.map(String).join(' '));
      });
    }
    const mailer = new AlertMailer({
      smtp: { url: `${receiver.url}?logger=true&debug=true`, from: 'Heed <heed@example.com>' },
      timeoutMs: 5_000,
    });
    try {
      const result = await mailer.send({
        to: ['hidden.person@shop.example'],
        subject: 'Subject',
        text: 'Text',
        html: '<p>Text</p>',
        messageId: 'msg_0000000000000000000000000',
      });
      expect(result).toMatchObject({ status: undefined, error: undefined });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.mail.messageId).toBe(
        '<msg_0000000000000000000000000@example.com>',
      );
      expect(written).toEqual([]);
    } finally {
      mailer.close();
      await receiver.close();
    }
  });

  it('sends as many e-mails at once as it has connections; the others wait without timing out', async () => {
    const receiver = await startSmtpReceiver();
    receiver.dataDelayMs = 250;
    const mailer = new AlertMailer({
      smtp: { url: receiver.url, from: 'heed@example.com' },
      timeoutMs: 1_000,
      maxConnections: 2,
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          mailer.send({
            to: [`person-${n}@shop.example`],
            subject: `Mail ${n}`,
            text: 'Text',
            html: '<p>Text</p>',
            messageId: `msg_${String(n).padStart(26, '0')}`,
          }),
        ),
      );
      expect(results.map((result) => result.error)).toEqual(Array(8).fill(undefined));
      // Each attempt's duration is its own sending, not its wait for a connection.
      for (const result of results) expect(result.durationMs).toBeLessThan(900);
      expect(receiver.received).toHaveLength(8);
    } finally {
      mailer.close();
      await receiver.close();
    }
  });
});
