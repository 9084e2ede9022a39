export * from './types';
export * from './random';
export * from './greedy';
export * from './levels';
export * from './search-options';
export * from './ismcts';
export { MIXED_SHARE_FLOOR } from './root-stats';
