import { z } from 'zod';
import { uuidOrSlug } from '../shared/fields.js';

export const sftpBrandRefInput = z.object({ brand_id: uuidOrSlug });

export const putSftpConfigInput = z
  .object({
    brand_id: uuidOrSlug,
    host: z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9.:\-\[\]]+$/, 'must be a host name or IP address'),
    port: z.number().int().min(1).max(65535).optional().meta({ description: 'Default 22' }),
    username: z.string().trim().min(1).max(255),
    password: z.string().min(1).max(1024).nullable().optional().meta({ description: 'Write-only. Omitted: keep the stored one; null: remove it' }),
    private_key: z.string().min(1).max(16384).nullable().optional().meta({ description: 'Write-only OpenSSH/PEM private key. Omitted: keep; null: remove' }),
    passphrase: z.string().max(1024).nullable().optional().meta({ description: 'Write-only passphrase of private_key' }),
    host_key_sha256: z.string().regex(/^SHA256:[A-Za-z0-9+/]{43}$/, 'must look like SHA256:<43 base64 characters>, as ssh-keygen -lf prints it').nullable().optional().meta({ description: 'Pin the server host key; other keys are refused' }),
    remote_dir: z.string().trim().min(1).max(1024).optional().meta({ description: 'Existing directory to write into; default "." (the login directory)' }),
    formats: z.array(z.enum(['csv', 'json'])).min(1).max(2).optional().meta({ description: 'Default ["csv"]; one file per format per batch' }),
    interval_minutes: z.number().int().min(0).max(1440).optional().meta({ description: 'Batching window: a file is written this long after the first unbatched event (0: right away). Default 15' }),
    enabled: z.boolean().optional(),
  })
  .meta({ id: 'PutSftpConfigRequest', example: { brand_id: 'northwind', host: 'sftp.example.com', username: 'landed', private_key: '-----BEGIN OPENSSH PRIVATE KEY-----\n…', remote_dir: '/inbound/landed', formats: ['csv'], interval_minutes: 15 } });
