import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SearchIndexReader } from './application/search-index-reader.js';
import { SearchPresentations } from './application/search-presentations.js';
import { SearchController } from './http/search.controller.js';

@Module({
  imports: [AccountsModule],
  controllers: [SearchController],
  providers: [SearchIndexReader, SearchPresentations],
})
export class SearchModule {}
