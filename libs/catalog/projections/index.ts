export * from './catalog.projection';
export * from './catalog.queries';
export * from './site-directory.read-model';
