export * from './sign-ups.projection';
export * from './sign-up.queries';
