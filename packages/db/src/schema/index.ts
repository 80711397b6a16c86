export * from './auth';
export * from './catalog';
export * from './crm';
export * from './mail';
