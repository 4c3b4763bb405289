export * from './site-user-error';
export * from './site-user.events';
export * from './site-user.decider';
export * from './member-area.events';
export * from './member-area.decider';
export * from './lock-screen.decider';
export * from './site-user-owner-roles';
