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
import { createEndpointProcedure } from './webhook-endpoints/create-endpoint.js';
import { listEndpointsProcedure } from './webhook-endpoints/list-endpoints.js';
import { getEndpointProcedure } from './webhook-endpoints/get-endpoint.js';
import { updateEndpointProcedure } from './webhook-endpoints/update-endpoint.js';
import { deleteEndpointProcedure } from './webhook-endpoints/delete-endpoint.js';
import { rotateSecretProcedure } from './webhook-endpoints/rotate-secret.js';
import { listDeliveriesProcedure } from './webhook-endpoints/list-deliveries.js';
import { replayDeliveryProcedure } from './webhook-endpoints/replay-delivery.js';
import { listStatusFilesProcedure } from './status-files/list-status-files.js';
import { getStatusFileProcedure } from './status-files/get-status-file.js';
import { getSftpConfigProcedure } from './brands/sftp-config-get.js';
import { putSftpConfigProcedure } from './brands/sftp-config-put.js';
import { deleteSftpConfigProcedure } from './brands/sftp-config-delete.js';
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
  webhookEndpoints: router({
    create: createEndpointProcedure,
    list: listEndpointsProcedure,
    get: getEndpointProcedure,
    update: updateEndpointProcedure,
    delete: deleteEndpointProcedure,
    rotateSecret: rotateSecretProcedure,
    deliveries: listDeliveriesProcedure,
    replayDelivery: replayDeliveryProcedure,
  }),
  statusFiles: router({
    list: listStatusFilesProcedure,
    get: getStatusFileProcedure,
  }),
  sftpConfigs: router({
    get: getSftpConfigProcedure,
    put: putSftpConfigProcedure,
    delete: deleteSftpConfigProcedure,
  }),
  admin: router({
    createAccount: createAccountProcedure,
    createBrand: createBrandProcedure,
  }),
});

export type AppRouter = typeof appRouter;
