export * from './types';
export * from './random';
export * from './greedy';
export * from './levels';
export * from './search-options';
export * from './ismcts';
export { MIXED_SHARE_FLOOR, MIXED_VALUE_ERRORS } from './root-stats';
export { MoveMeasures, type MeasureChange } from './move-measures';
