export * from './identity.js';
export * from './sensors.js';
export * from './soilTests.js';
export * from './recommendations.js';
export * from './feedback.js';
export * from './imageAnalysis.js';
export * from './datasets.js';
export * from './audit.js';
