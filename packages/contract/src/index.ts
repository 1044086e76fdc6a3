export * from './errors.js';
export * from './catalogues.js';
export * from './limits.js';
export * from './videos.js';
export * from './session.js';
export * from './health.js';
export * from './messages.js';
export * from './profiles.js';
