export * from './auth';
export * from './catalog';
export * from './common';
export * from './crm';
export * from './errors';
export * from './language';
export * from './system';
export * from './users';
