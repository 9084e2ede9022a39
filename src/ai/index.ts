export * from './types';
export * from './random';
export * from './greedy';
export * from './levels';
