import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { APP_ROLES } from '@parley/contracts';
import type { AppMemberRole } from '@parley/persistence';
import type { AppRole } from '../../apps/app-context';

const MEMBER_ROLES = ['editor', 'agent', 'viewer'] as const;

export class MemberResponseDto {
  accountId!: string;
  email!: string;
  name!: string;
  @ApiProperty({ enum: [...APP_ROLES] })
  role!: AppRole;
  /** When the account joined (the owner: when the App was made). */
  since!: string;
}

export class CreateInviteDto {
  /** The role the account that accepts gets. */
  @ApiProperty({ enum: MEMBER_ROLES })
  @IsIn(MEMBER_ROLES)
  role!: AppMemberRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: MEMBER_ROLES })
  @IsIn(MEMBER_ROLES)
  role!: AppMemberRole;
}

export class InviteResponseDto {
  id!: string;
  @ApiProperty({ enum: MEMBER_ROLES })
  role!: AppMemberRole;
  createdAt!: string;
  expiresAt!: string;
}

export class IssuedInviteResponseDto extends InviteResponseDto {
  /** The invitation link to send to the person invited: shown once. */
  url!: string;
  /** The token of the link (after `#token=`). */
  token!: string;
}

export class InviteTokenDto {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token!: string;
}

export class InviteOfferResponseDto {
  appId!: string;
  appName!: string;
  @ApiProperty({ enum: MEMBER_ROLES })
  role!: AppMemberRole;
  expiresAt!: string;
}

export class AcceptedInviteResponseDto {
  appId!: string;
  appName!: string;
  /** The account's role in the App now (an owner or editor invited lower keeps theirs). */
  @ApiProperty({ enum: [...APP_ROLES] })
  role!: AppRole;
}
