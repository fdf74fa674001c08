import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AccountEntity } from '@parley/persistence';
import { InvalidInputException } from '@parley/server-kit';
import { AbuseLimits } from '../../common/abuse/abuse-limits';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AccountsRepository } from './accounts.repository';
import { avatarUrlProblem } from './avatar-url';
import { MailerService } from './mailer.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { hashPassword, verifyNoAccount, verifyPassword } from './passwords';
import { SessionsService, type Session } from './sessions.service';

/** How long a password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The one answer of a failed log-in, whatever failed. */
const WRONG = 'Wrong e-mail or password';

/** Hex SHA-256 of a link token (links are 256-bit random: a fast hash is enough). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Portal accounts: sign-up and log-in (both open a session, within the abuse limits), password
 * change and reset links.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsService,
    private readonly resets: PasswordResetsRepository,
    private readonly mailer: MailerService,
    private readonly limits: AbuseLimits,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async signUp(email: string, password: string, name: string, address: string): Promise<Session> {
    await this.limits.signUp(address);
    const normalized = normalize(email);
    if (await this.accounts.existsWithEmail(normalized)) {
      throw new ConflictException({ message: 'An account with this e-mail exists already', details: [{ field: 'email', problem: 'is taken' }] });
    }
    const account = await this.accounts.create({ email: normalized, name: name.trim(), passwordHash: await hashPassword(password) });
    return this.sessions.open(account);
  }

  /**
   * Opens a session for the right password. An unknown e-mail takes as long as a wrong password
   * (the hash is computed all the same), gets the same answer, and counts in the same limits.
   */
  async logIn(email: string, password: string, address: string): Promise<Session> {
    const normalized = normalize(email);
    // The try is reserved before the hash is checked and settled after: concurrent tries never
    // pass the limits together. One that could not be checked (the database away) stays a failure.
    const attempt = await this.limits.beforeLogIn(normalized, address);
    let account: AccountEntity | null = null;
    try {
      account = await this.accounts.findByEmail(normalized);
      const right = account && account.passwordHash.startsWith('scrypt$') ? await verifyPassword(password, account.passwordHash) : await verifyNoAccount(password);
      if (!right) account = null;
    } finally {
      await this.limits.logInSettled(attempt, account !== null);
    }
    if (!account) throw new UnauthorizedException(WRONG);
    return this.sessions.open(account);
  }

  /** Sets the display name and/or the picture (`""` removes it); 400 naming `avatarUrl` when it is not acceptable. */
  async updateProfile(accountId: string, profile: { name?: string; avatarUrl?: string }): Promise<AccountEntity> {
    const change: { name?: string; avatarUrl?: string | null } = {};
    if (profile.name !== undefined) change.name = profile.name;
    if (profile.avatarUrl !== undefined) {
      const problem = avatarUrlProblem(profile.avatarUrl);
      if (problem) throw new InvalidInputException([{ field: 'avatarUrl', problem }]);
      change.avatarUrl = profile.avatarUrl === '' ? null : profile.avatarUrl;
    }
    const account = await this.accounts.updateProfile(accountId, change);
    if (!account) throw new NotFoundException('Account not found');
    return account;
  }

  /**
   * Changes the password given the current one; every other session of the account ends, and
   * every reset link asked for before.
   */
  async changePassword(accountId: string, sessionId: string, current: string, next: string): Promise<void> {
    const account = await this.accounts.findById(accountId);
    if (!account || !account.passwordHash.startsWith('scrypt$') || !(await verifyPassword(current, account.passwordHash))) {
      throw new InvalidInputException([{ field: 'currentPassword', problem: 'is not the current password' }]);
    }
    await this.resets.setPassword(accountId, await hashPassword(next));
    await this.sessions.endAll(accountId, sessionId);
  }

  /** Logs out everywhere: every session of the account ends, this one included, and every live reset link. How many sessions ended. */
  async logOutEverywhere(accountId: string): Promise<number> {
    await this.resets.endAll(accountId);
    return this.sessions.endAll(accountId);
  }

  /**
   * Sends a one-time reset link to the e-mail when it has an account; does nothing visible
   * otherwise (the answer is the same, so it tells nobody which e-mails have an account).
   */
  async requestReset(email: string, address: string): Promise<void> {
    const normalized = normalize(email);
    await this.limits.passwordReset(normalized, address);
    const account = await this.accounts.findByEmail(normalized);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.create(account.id, hashToken(token), new Date(Date.now() + RESET_TTL_MS));
    const link = `${this.config.PUBLIC_API_URL.replace(/\/$/, '')}/portal/reset-password#token=${token}`;
    const mail = {
      to: account.email,
      subject: 'Reset your Parley password',
      text: `Someone (we hope you) asked to reset the password of your Parley account ${account.email}.\n\nChoose a new password here within the hour:\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
      about: `Password reset link issued for account ${account.id}`,
      link,
      otherwise: 'the operator can set a new password with `npm run account:password -- --email <e-mail>`',
    };
    // Sent after the answer: its timing must not tell whether the e-mail has an account.
    void this.mailer.send(mail).catch((err: Error) => this.logger.error(`Reset e-mail for account ${account.id} not sent: ${err.message}`));
  }

  /** Sets a new password with a live reset link (once); every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<void> {
    const accountId = await this.resets.use(hashToken(token), await hashPassword(password));
    if (!accountId) {
      throw new InvalidInputException([{ field: 'token', problem: 'is not a valid reset link: it expired, was used already, or was cancelled by a password change or a log out everywhere' }]);
    }
    await this.sessions.endAll(accountId);
  }
}

function normalize(email: string): string {
  return email.trim().toLowerCase();
}
