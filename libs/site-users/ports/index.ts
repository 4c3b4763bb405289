// The site-users context's published ports: what other contexts may import from it (besides its events).
export * from './page-gate.port';
export * from './http-page-gate';
export * from './site-user-identity.port';
export * from './site-lock.guard';
