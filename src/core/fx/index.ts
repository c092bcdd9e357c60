export * from './ecb.js';
export * from './fx-table.js';
