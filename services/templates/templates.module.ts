import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PresentationsModule } from '../presentations/presentations.module.js';
import { CommunityPublishing } from './application/community-publishing.js';
import { OfficialTemplateSeeder } from './application/official-template-seeder.js';
import { TemplateListing } from './application/template-listing.js';
import { TemplateQueries } from './application/template-queries.js';
import { CommunityController } from './http/community.controller.js';
import { TemplatesController } from './http/templates.controller.js';

/** Templates and community (spec doc 3 §3-§9): the official library, community publishing and admin picks. */
@Module({
  imports: [AccountsModule, PresentationsModule],
  controllers: [TemplatesController, CommunityController],
  providers: [OfficialTemplateSeeder, TemplateListing, TemplateQueries, CommunityPublishing],
})
export class TemplatesModule {}
