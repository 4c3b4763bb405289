export * from './form-fixtures';
