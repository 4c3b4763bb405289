// The sites context's read model for services with a database of their own: the site directory
// projection of the sites topic, its tables and the modules binding SITE_DIRECTORY and SITE_RESOLVER
// from it. Services compose it; another context's code depends only on `@mercato/sites/ports`.
export * from './migrations';
export * from './site-directory.read-model';
export * from './site-directory.module';
export * from './site-directory.parts';
