export * from './contributor.service';
export * from './contributor-session.service';
export * from './login-throttle';
