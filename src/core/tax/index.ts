export * from './vat-sources.js';
export * from './reduced-by-hs.js';
export * from './vat-table.js';
