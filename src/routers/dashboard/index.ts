import { router } from '../trpc.js';
import { createKeyProcedure } from './create-key.js';
import { getBrandProcedure } from './get-brand.js';
import { getMessageProcedure } from './get-message.js';
import { getShipmentProcedure } from './get-shipment.js';
import { getStatusFileProcedure } from './get-status-file.js';
import { listBrandsProcedure } from './list-brands.js';
import { listKeysProcedure } from './list-keys.js';
import { listMessagesProcedure } from './list-messages.js';
import { listShipmentsProcedure } from './list-shipments.js';
import { meProcedure } from './me.js';
import { purgeTestDataProcedure } from './purge-test-data.js';
import { relayLogsProcedure } from './relay-logs.js';
import { reportProcedure } from './report.js';
import { revokeKeyProcedure } from './revoke-key.js';
import { rollKeyProcedure } from './roll-key.js';
import { setModeProcedure } from './set-mode.js';
import { updateBrandProcedure } from './update-brand.js';

/** Session-authenticated procedures behind the dashboard (also reachable at /trpc/dashboard.* with the cookie). */
export const dashboardRouter = router({
  me: meProcedure,
  setMode: setModeProcedure,
  keys: router({ list: listKeysProcedure, create: createKeyProcedure, revoke: revokeKeyProcedure, roll: rollKeyProcedure }),
  shipments: router({ list: listShipmentsProcedure, get: getShipmentProcedure }),
  messages: router({ list: listMessagesProcedure, get: getMessageProcedure }),
  relay: router({ logs: relayLogsProcedure, statusFile: getStatusFileProcedure }),
  reports: router({ summary: reportProcedure }),
  brands: router({ list: listBrandsProcedure, get: getBrandProcedure, update: updateBrandProcedure }),
  data: router({ purgeTest: purgeTestDataProcedure }),
});
