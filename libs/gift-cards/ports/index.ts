// The gift cards context's published port: what checkout may import from it (besides its events).
export * from './gift-cards.port';
export { GiftCardError } from '@mercato/gift-cards/domain';
