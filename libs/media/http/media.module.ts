import { Module } from '@nestjs/common';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { Galleries, IMAGE_CODEC, MEDIA_CONFIG, MEDIA_STORAGE, MediaAssets, type MediaConfig } from '@mercato/media/application';
import { mediaStorageFor, SharpImageCodec } from '@mercato/media/infrastructure';
import { MediaController } from './media.controller';
import { OwnerMediaController } from './owner-media.controller';

/** The media context. Needs the platform's DataSource and RUNTIME (its `media` settings) and SITE_RESOLVER. */
@Module({
  controllers: [MediaController, OwnerMediaController],
  providers: [
    { provide: MEDIA_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): MediaConfig => ({ maxUploadBytes: runtime.config.media.maxUploadBytes }) },
    { provide: MEDIA_STORAGE, inject: [RUNTIME], useFactory: (runtime: Runtime) => mediaStorageFor(runtime.config.media.storage) },
    { provide: IMAGE_CODEC, useClass: SharpImageCodec },
    MediaAssets,
    Galleries,
  ],
  exports: [Galleries],
})
export class MediaModule {}
