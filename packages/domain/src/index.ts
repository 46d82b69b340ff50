export * from './auth.ts';
export * from './errors.ts';
export * from './messages.ts';
