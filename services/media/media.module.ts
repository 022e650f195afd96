import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ImageUploads } from './application/image-uploads.js';
import { RunUploadsCommandHandler } from './application/uploads-commands.js';
import { UploadsController } from './http/uploads.controller.js';

/** Uploaded files: images re-encoded in their sizes, kept in FileStorage, recorded on the uploader's stream. */
@Module({
  imports: [AccountsModule],
  controllers: [UploadsController],
  providers: [ImageUploads, RunUploadsCommandHandler],
  exports: [ImageUploads],
})
export class MediaModule {}
