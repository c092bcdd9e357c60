// Side-effect imports: each module registers its graphile-worker tasks and cron lines.
export {};
import './purge-expired-data.js';
