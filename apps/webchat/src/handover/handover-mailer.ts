import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';

/**
 * E-mails an operator's reply to a visitor who left an address and is not connected, through the
 * SMTP server of SMTP_URL (as the api's mailer, with nodemailer). Without SMTP_URL nothing is sent:
 * the reply waits in the conversation for the visitor's next visit.
 */
@Injectable()
export class HandoverMailer implements OnApplicationShutdown {
  private readonly logger = new Logger('HandoverMailer');
  private readonly transport: Transporter | null;

  constructor(@Inject(WEBCHAT_CONFIG) private readonly config: WebchatConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  get sends(): boolean {
    return this.transport !== null;
  }

  /** Sends in the background; a failure is logged (the reply is stored anyway). */
  reply(to: string, operatorName: string, text: string): void {
    if (!this.transport) return;
    this.transport
      .sendMail({
        from: this.config.MAIL_FROM,
        to,
        subject: `${operatorName} answered your message`,
        text: `${operatorName} wrote:\n\n${text}\n\nOpen the chat on the site again to continue the conversation.`,
      })
      .catch((err: unknown) => this.logger.warn(`reply not e-mailed: ${(err as Error).message}`));
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
