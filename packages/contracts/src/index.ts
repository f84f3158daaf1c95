export * from './auth.js';
export * from './constants.js';
export * from './errors.js';
export * from './pageViews.js';
export * from './phone.js';
export * from './roles.js';
export * from './routes.js';
export * from './users.js';
