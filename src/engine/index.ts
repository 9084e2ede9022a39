export * from './types';
export * from './rng';
export * from './hash';
export * from './apply';
export * from './record';
export * from './log';
export * from './conformance-contract';
export * from './conformance';
