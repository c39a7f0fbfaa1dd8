import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the receiver took: its SMTP envelope and the message as `mailparser` reads it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

/** A real SMTP server on loopback (plain SMTP, no authentication) that keeps what it receives. */
export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  received: ReceivedMail[];
  /** Recipients offered (`RCPT TO`), accepted or not. */
  offered: number;
  /**
   * The reply to the n-th recipient offered (from 0): undefined accepts it, a code (e.g. 550, 451)
   * rejects it with that reply.
   */
  rejectRecipient: (index: number) => number | undefined;
  /** How long the server takes to accept a message's data (0: at once). */
  dataDelayMs: number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    received: [],
    offered: 0,
    rejectRecipient: () => undefined,
    dataDelayMs: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const code = receiver.rejectRecipient(receiver.offered++);
      if (code === undefined) return callback();
      const error = Object.assign(new Error('Recipient refused by the test server'), {
        responseCode: code,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          receiver.received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((to) => to.address),
            },
            mail,
          });
          if (receiver.dataDelayMs > 0) setTimeout(callback, receiver.dataDelayMs).unref();
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
