export * from './ecb.js';
export * from './fx-table.js';
export { NoExchangeRateError } from '../money/errors.js';
