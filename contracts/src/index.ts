export * from './contract.ts';
export * from './problem.ts';
export * from './setup/setup-status.contract.ts';
export * from './system/health.contract.ts';
