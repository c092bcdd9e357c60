// Entry point for `npm start` and the `landed` binary.
import './cli/index.js';
