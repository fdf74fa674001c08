import { Injectable, Logger } from '@nestjs/common';
import { MailTransport } from '@parley/server-modules';

/**
 * E-mails an operator's reply to a visitor who left an address and is not connected, through the
 * SMTP server of SMTP_URL (MailTransport of libs/server-modules, as the api's mailer). Without
 * SMTP_URL nothing is sent: the reply waits in the conversation for the visitor's next visit.
 */
@Injectable()
export class HandoverMailer {
  private readonly logger = new Logger('HandoverMailer');

  constructor(private readonly transport: MailTransport) {}

  get sends(): boolean {
    return this.transport.sends;
  }

  /** Sends in the background; a failure is logged (the reply is stored anyway). */
  reply(to: string, operatorName: string, text: string): void {
    if (!this.transport.sends) return;
    this.transport
      .send({
        to,
        subject: `${operatorName} answered your message`,
        text: `${operatorName} wrote:\n\n${text}\n\nOpen the chat on the site again to continue the conversation.`,
      })
      .catch((err: unknown) => this.logger.warn(`reply not e-mailed: ${(err as Error).message}`));
  }
}
