// Side-effect imports: each module registers its graphile-worker tasks and cron lines.
export {};
import './purge-expired-data.js';
import './notify-consignee.js';
import './notify-send.js';
import './notify-receipt.js';
import './expire-shipments.js';
import './webhook-deliver.js';
import './sftp-push.js';
import './refresh-data.js';
