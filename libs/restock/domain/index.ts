export * from './restock.commands';
export * from './restock.events';
export * from './restock.state';
export * from './restock.decider';
export * from './restock-error';
export * from './runs';
