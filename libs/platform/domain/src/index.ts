export type { Decider } from './decider';
export { DomainError, type RefusalCode } from './domain-error';
