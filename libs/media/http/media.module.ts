import { Module } from '@nestjs/common';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { Galleries, IMAGE_CODEC, MEDIA_CONFIG, MEDIA_STORAGE, MediaAssets, mediaConfigFromEnv } from '@mercato/media/application';
import { mediaStorageFromEnv, SharpImageCodec } from '@mercato/media/infrastructure';
import { MediaController } from './media.controller';
import { OwnerMediaController } from './owner-media.controller';

/** The media context. Needs the platform's DataSource and RUNTIME (its data folder) and SITE_RESOLVER. */
@Module({
  controllers: [MediaController, OwnerMediaController],
  providers: [
    { provide: MEDIA_CONFIG, useFactory: () => mediaConfigFromEnv(process.env) },
    { provide: MEDIA_STORAGE, inject: [RUNTIME], useFactory: (runtime: Runtime) => mediaStorageFromEnv(process.env, runtime.config.dataDir) },
    { provide: IMAGE_CODEC, useClass: SharpImageCodec },
    MediaAssets,
    Galleries,
  ],
  exports: [Galleries],
})
export class MediaModule {}
