export * from './contract.ts';
export * from './keys/api-key.ts';
export * from './keys/api-key-admin.contract.ts';
export * from './problem.ts';
export * from './setup/setup-status.contract.ts';
export * from './submission/submit.contract.ts';
export * from './submission/survey-definition.ts';
export * from './system/health.contract.ts';
