import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class SignUpDto {
  /** @example "ada@example.com" */
  @IsEmail()
  @MaxLength(254)
  email!: string;

  /** At least 10 characters. */
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  password!: string;

  /** @example "Ada Lovelace" */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;
}

export class LogInDto {
  @IsEmail()
  email!: string;

  @IsString()
  @MinLength(1)
  password!: string;
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
