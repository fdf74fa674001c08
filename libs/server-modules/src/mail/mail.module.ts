import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { MailEnv } from '@parley/config';
import { createTransport, type Transporter } from 'nodemailer';

const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

/** An e-mail as a server writes it (the sender is MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The server's SMTP transport (nodemailer) to the server of SMTP_URL, sending from MAIL_FROM; none
 * without SMTP_URL (`sends` is false), and what a server then does instead is its own. Closed when
 * the application shuts down.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(@Inject(MAIL_SETTINGS) private readonly config: MailEnv) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  /** Whether e-mails really leave (SMTP_URL set). */
  get sends(): boolean {
    return this.transport !== null;
  }

  /** Sends through SMTP_URL (rejects when the SMTP server refuses it); without SMTP_URL, nothing. */
  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) return;
    await this.transport.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

/**
 * E-mail for both servers (`mailEnvShape` of libs/config: SMTP_URL, MAIL_FROM), global: the api's
 * password reset links and the webchat's replies to away visitors go through its `MailTransport`.
 */
@Module({})
export class MailModule {
  static forRoot(config: MailEnv): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAIL_SETTINGS, useValue: config }, MailTransport],
      exports: [MailTransport],
    };
  }
}
