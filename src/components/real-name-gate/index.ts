export { REAL_NAME_PATH } from './paths';
export { RealNameStatusQuery } from './real-name-status.operation';
export { type RealNameGate, useRealNameGate } from './use-real-name-gate';
