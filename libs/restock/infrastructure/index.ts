export * from './migrations';
export * from './notice.reactor';
export * from './notice-mail';
export * from './variant-stock.projection';
export * from './restock-delivery-recorder';
export * from './notice-templates.store';
export * from './store-settings-captcha';
