export * from './auth.js';
export * from './common.js';
export * from './constants.js';
export * from './errors.js';
export * from './health.js';
export * from './organizations.js';
export * from './error-messages.js';
export * from './attachments.js';
