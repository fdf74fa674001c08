import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { API_CONFIG, type ApiConfig } from '../../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the portal's e-mails (password reset links) through the SMTP server of SMTP_URL, with
 * nodemailer. Without SMTP_URL the e-mail is written to the server log instead (a self-hoster
 * without mail reads the link there; docs/operations.md).
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  /** Whether e-mails really leave (SMTP_URL set). */
  get sends(): boolean {
    return this.transport !== null;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.warn(`No SMTP_URL: e-mail to ${mail.to} not sent. Subject: ${mail.subject}\n${mail.text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
