/** Kept for the services that import the save schemas from here; they live in `schemas/save-file.ts`. */
export * from './schemas/save-file';
