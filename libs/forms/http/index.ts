export * from './forms.module';
export * from './forms.parts';
export * from './owner-forms.controller';
export * from './captcha-internal.controller';
export * from './form-definitions.module';
