export * from './forms-tables';
export * from './migrations';
export * from './captcha/altcha-captcha';
export * from './captcha/recaptcha-v2';
export * from './captcha/recaptcha-enterprise';
export * from './captcha/captcha-verifier';
export * from './restock-join.reactor';
export * from './newsletter-subscribe.reactor';
