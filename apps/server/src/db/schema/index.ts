export * from './identity.js';
export * from './sensors.js';
