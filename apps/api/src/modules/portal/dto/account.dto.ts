import type { AccountEntity } from '@parley/persistence';
import { IsEmail, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsAcceptablePassword } from '../../accounts/password-policy';

export class SignUpDto {
  /** @example "ada@example.com" */
  @IsEmail()
  @MaxLength(254)
  email!: string;

  /** 10 to 200 characters, and not one of the most common passwords. @example "tulip-orbit-canyon-17" */
  @IsAcceptablePassword()
  password!: string;

  /** @example "Ada Lovelace" */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;
}

export class LogInDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  password!: string;
}

export class ChangePasswordDto {
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  currentPassword!: string;

  /** 10 to 200 characters, and not one of the most common passwords. @example "tulip-orbit-canyon-17" */
  @IsAcceptablePassword()
  newPassword!: string;
}

export class PasswordResetRequestDto {
  /** @example "ada@example.com" */
  @IsEmail()
  @MaxLength(254)
  email!: string;
}

export class PasswordResetDto {
  /** The token of the reset link (after `#token=`). */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token!: string;

  /** 10 to 200 characters, and not one of the most common passwords. @example "tulip-orbit-canyon-17" */
  @IsAcceptablePassword()
  password!: string;
}

export class EndedSessionsResponseDto {
  /** Sessions ended, this one included. */
  ended!: number;
}

/** Each field left out stays as it is; null is refused like any other value that is not a string (400). */
export class UpdateProfileDto {
  /** The display name (shown to visitors beside this account's operator messages). @example "Ada Lovelace" */
  @ValidateIf((_, v) => v !== undefined)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name?: string;

  /**
   * The picture: an absolute https: URL of at most 500 characters, without credentials; `""`
   * removes it. @example "https://cdn.example.com/ada.png"
   */
  @ValidateIf((_, v) => v !== undefined)
  @IsString()
  avatarUrl?: string;
}

export class AccountResponseDto {
  id!: string;
  email!: string;
  name!: string;
  /** Absolute https: URL of the account's picture; absent when none is set. */
  avatarUrl?: string;
  createdAt!: string;
}

export function toAccount(a: AccountEntity): AccountResponseDto {
  const out: AccountResponseDto = { id: a.id, email: a.email, name: a.name, createdAt: a.createdAt.toISOString() };
  if (a.avatarUrl) out.avatarUrl = a.avatarUrl;
  return out;
}

export class SessionResponseDto {
  /** Send as `Authorization: Bearer <token>` to the portal API. */
  token!: string;
  /** Seconds until the token expires. */
  expiresIn!: number;
  account!: AccountResponseDto;
}
