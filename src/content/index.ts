export * from './ajv-errors';
export * from './save-schema';
export * from './schemas';
