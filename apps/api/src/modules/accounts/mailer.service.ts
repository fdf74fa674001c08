import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MailTransport } from '@parley/server-modules';
import { API_CONFIG, type ApiConfig } from '../../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the e-mail is, for the log when it cannot be sent (never its link or token). */
  about: string;
  /** The link it carries: written to the log without SMTP_URL in development only, for the developer to follow. */
  link: string;
  /** What to do instead, for the operator of a production server without SMTP_URL. */
  otherwise?: string;
}

/**
 * Sends the portal's e-mails (password reset links) through the SMTP server of SMTP_URL
 * (MailTransport of libs/server-modules, as the webchat's handover mailer). Without SMTP_URL
 * nothing is sent, and the log says so: in development (`npm start`) with the link, which the
 * developer follows from the console; in production without it (a link in a log is a key to an
 * account for whoever reads the logs), naming the e-mail's account and what to configure.
 */
@Injectable()
export class MailerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mailer');

  constructor(
    private readonly transport: MailTransport,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.sends && this.production) {
      this.logger.warn('SMTP_URL is not set: password reset links cannot be e-mailed (see SMTP_URL in docs/operations.md)');
    }
  }

  /** Whether e-mails really leave (SMTP_URL set). */
  get sends(): boolean {
    return this.transport.sends;
  }

  private get production(): boolean {
    return this.config.NODE_ENV === 'production';
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport.sends) {
      await this.transport.send({ to: mail.to, subject: mail.subject, text: mail.text });
    } else if (this.production) {
      this.logger.warn(
        `${mail.about}: not e-mailed, SMTP_URL is not set (see SMTP_URL in docs/operations.md)${mail.otherwise ? `; ${mail.otherwise}` : ''}`,
      );
    } else {
      this.logger.warn(`No SMTP_URL (development only, never in production): ${mail.about}, for ${mail.to}: ${mail.link}`);
    }
  }
}
