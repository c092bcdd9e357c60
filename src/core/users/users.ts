import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Account, DashboardUser } from '../../db/entities/index.js';
import { AuthenticationError, ConflictError, InvalidRequestError, NotFoundError } from '../errors/index.js';
import { decoyHash, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './password.js';

export interface DashboardUserView {
  id: string;
  account_id: string;
  email: string;
  created: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createDashboardUser(em: EntityManager, input: { accountId: string; email: string; password: string }): Promise<DashboardUserView> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_RE.test(email) || email.length > 254) throw new InvalidRequestError('email: must be an email address', 'email');
  if (input.password.length < PASSWORD_MIN_LENGTH) throw new InvalidRequestError(`password: must be at least ${PASSWORD_MIN_LENGTH} characters`, 'password');
  if (input.password.length > PASSWORD_MAX_LENGTH) throw new InvalidRequestError(`password: must be at most ${PASSWORD_MAX_LENGTH} characters`, 'password');
  if (!(await em.findOne(Account, { id: input.accountId }))) throw new NotFoundError('Account not found', 'account_id');
  if (await em.findOne(DashboardUser, { email })) throw new ConflictError(`A dashboard user with email ${email} already exists`, 'email_taken', 'email');
  const user = em.create(DashboardUser, { id: randomUUID(), account: input.accountId, email, passwordHash: await hashPassword(input.password), createdAt: new Date() });
  await em.flush();
  return { id: user.id, account_id: input.accountId, email, created: user.createdAt.toISOString() };
}

/** Email + password to a user; one message for unknown email and wrong password so neither is revealed. */
export async function verifyCredentials(em: EntityManager, email: string, password: string): Promise<DashboardUserView> {
  const user = await em.findOne(DashboardUser, { email: normalizeEmail(email) });
  const ok = await verifyPassword(password.slice(0, PASSWORD_MAX_LENGTH), user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) throw new AuthenticationError('Email or password is incorrect', 'invalid_credentials');
  user.lastSignInAt = new Date();
  await em.flush();
  return { id: user.id, account_id: user.account.id, email: user.email, created: user.createdAt.toISOString() };
}
