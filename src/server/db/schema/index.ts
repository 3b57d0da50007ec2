export * from './users';
export * from './catalogue';
export * from './bookings';
export * from './payments';
export * from './messages';
export * from './audit';
export * from './dispatch';
