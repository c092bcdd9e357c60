import { createAccountProcedure } from './admin/create-account.js';
import { createBrandProcedure } from './admin/create-brand.js';
import { createKeyProcedure } from './keys/create-key.js';
import { listKeysProcedure } from './keys/list-keys.js';
import { revokeKeyProcedure } from './keys/revoke-key.js';
import { rollKeyProcedure } from './keys/roll-key.js';
import { createShipmentProcedure } from './shipments/create-shipment.js';
import { getShipmentProcedure } from './shipments/get-shipment.js';
import { cancelShipmentProcedure } from './shipments/cancel-shipment.js';
import { listCommunicationsProcedure } from './shipments/list-communications.js';
import { getCalculationProcedure } from './shipments/get-calculation.js';
import { classifyProcedure } from './classifications/classify.js';
import { dashboardRouter } from './dashboard/index.js';
import { router } from './trpc.js';

export const appRouter = router({
  dashboard: dashboardRouter,
  shipments: router({
    create: createShipmentProcedure,
    get: getShipmentProcedure,
    cancel: cancelShipmentProcedure,
    communications: listCommunicationsProcedure,
    calculation: getCalculationProcedure,
  }),
  classifications: router({
    classify: classifyProcedure,
  }),
  keys: router({
    create: createKeyProcedure,
    list: listKeysProcedure,
    revoke: revokeKeyProcedure,
    roll: rollKeyProcedure,
  }),
  admin: router({
    createAccount: createAccountProcedure,
    createBrand: createBrandProcedure,
  }),
});

export type AppRouter = typeof appRouter;
