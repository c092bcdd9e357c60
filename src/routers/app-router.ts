import { createAccountProcedure } from './admin/create-account.js';
import { createBrandProcedure } from './admin/create-brand.js';
import { createKeyProcedure } from './keys/create-key.js';
import { listKeysProcedure } from './keys/list-keys.js';
import { revokeKeyProcedure } from './keys/revoke-key.js';
import { rollKeyProcedure } from './keys/roll-key.js';
import { createShipmentProcedure } from './shipments/create-shipment.js';
import { getShipmentProcedure } from './shipments/get-shipment.js';
import { getCalculationProcedure } from './shipments/get-calculation.js';
import { classifyProcedure } from './classifications/classify.js';
import { router } from './trpc.js';

export const appRouter = router({
  shipments: router({
    create: createShipmentProcedure,
    get: getShipmentProcedure,
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
