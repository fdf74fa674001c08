import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PortalConfigController } from './portal-config.controller';
import { PortalController } from './portal.controller';
import { AccountController } from './account.controller';
import { MembersController } from './members.controller';

/** The developer portal's API under /portal/api (the UI itself is served by portal-static.ts). */
@Module({
  imports: [AccountsModule],
  controllers: [PortalController, AccountController, MembersController, PortalConfigController],
})
export class PortalModule {}
