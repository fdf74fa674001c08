import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the sink received it: its recipients (comma-joined) and its raw message. */
export interface ReceivedMail {
  to: string;
  body: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for a server's SMTP_URL. */
  url: string;
  /** Every e-mail received, in order. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A local SMTP server on a loopback port that keeps what it is sent (no TLS, no authentication). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (d: Buffer) => (body += d.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        done();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}
