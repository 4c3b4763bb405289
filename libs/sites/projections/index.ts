export * from './sites.projection';
