export * from './rate.js';
export * from './hts-rate.js';
export * from './hts-special.js';
export * from './uk-rate.js';
export * from './uk-tariff.js';
export * from './evaluate.js';
