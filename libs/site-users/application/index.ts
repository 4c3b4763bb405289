export * from './password-hasher.port';
export * from './site-user.stream';
export * from './join-site-user';
export * from './site-user-login-throttle';
export * from './site-user-sessions';
export * from './site-user-links';
export * from './site-user-account-changes';
export * from './member-areas';
export * from './membership-expiry';
export * from './lock-screens';
export * from './site-users-config';
export * from './page-gate';
export * from './site-user-directory';

import { JoinSiteUserHandler } from './join-site-user';

export const siteUserHandlers = [JoinSiteUserHandler];
export * from './courses';
