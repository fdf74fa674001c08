import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAcceptablePassword } from '../../accounts/password-policy';

export class SignUpDto {
  /** @example "ada@example.com" */
  @IsEmail()
  @MaxLength(254)
  email!: string;

  /** 10 to 200 characters, and not one of the most common passwords. */
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

  /** 10 to 200 characters, and not one of the most common passwords. */
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

  /** 10 to 200 characters, and not one of the most common passwords. */
  @IsAcceptablePassword()
  password!: string;
}

export class EndedSessionsResponseDto {
  /** Sessions ended, this one included. */
  ended!: number;
}

export class AccountResponseDto {
  id!: string;
  email!: string;
  name!: string;
  createdAt!: string;
}

export class SessionResponseDto {
  /** Send as `Authorization: Bearer <token>` to the portal API. */
  token!: string;
  /** Seconds until the token expires. */
  expiresIn!: number;
  account!: AccountResponseDto;
}
