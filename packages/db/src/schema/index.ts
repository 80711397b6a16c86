export * from './auth';
export * from './bookings';
export * from './calendar';
export * from './catalog';
export * from './crm';
export * from './flights';
export * from './mail';
export * from './payments';
