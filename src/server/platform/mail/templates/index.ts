export * from './account';
export * from './assignment';
export * from './booking';
export * from './format';
export * from './render';
export * from './team';
export * from './registry';
