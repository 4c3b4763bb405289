export * from './billing-schedule';
export * from './subscription.commands';
export * from './subscription.events';
export * from './subscription.state';
export * from './subscription.decider';
export * from './subscription-error';
export * from './subscription.view';
