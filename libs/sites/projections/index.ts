export * from './sites.projection';
export * from './owner-sites.queries';
