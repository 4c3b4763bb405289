export * from './demo-sites';
