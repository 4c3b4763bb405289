export * from './catalog.projection';
export * from './catalog.queries';
