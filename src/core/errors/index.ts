/**
 * Typed domain errors. The HTTP/tRPC edge maps `kind` to a status code; the domain never speaks HTTP.
 * `param` names the request field at fault, using the request's own JSON path (e.g. `items[1].hs_code`).
 */
export type ErrorKind =
  | 'authentication'
  | 'permission'
  | 'invalid_request'
  | 'not_found'
  | 'conflict'
  | 'idempotency'
  | 'rate_limit'
  | 'unprocessable';

export interface FieldIssue {
  param: string;
  message: string;
  code?: string;
}

export class LandedError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class AuthenticationError extends LandedError {
  constructor(message: 'Missing API key' | 'Invalid API key' | string, code = 'invalid_api_key') {
    super('authentication', code, message);
  }
}

export class PermissionError extends LandedError {
  constructor(message: string, code = 'permission_denied') {
    super('permission', code, message);
  }
}

export class InvalidRequestError extends LandedError {
  constructor(message: string, param?: string, code = 'invalid_request', issues: FieldIssue[] = []) {
    super('invalid_request', code, message, param, issues.length ? issues : param ? [{ param, message, code }] : []);
  }
}

export class ValidationError extends LandedError {
  constructor(issues: FieldIssue[]) {
    const message = issues.length === 1 ? `${issues[0].param}: ${issues[0].message}` : `Invalid request: ${issues.map((i) => i.param).join(', ')}`;
    super('invalid_request', 'validation_failed', message, issues[0]?.param, issues);
  }
}

export class NotFoundError extends LandedError {
  constructor(message: string, param?: string, code = 'resource_missing') {
    super('not_found', code, message, param);
  }
}

export class ConflictError extends LandedError {
  constructor(message: string, code = 'conflict', param?: string) {
    super('conflict', code, message, param);
  }
}

export class IdempotencyError extends LandedError {
  constructor(message: string, code = 'idempotency_key_reused') {
    super('idempotency', code, message, 'Idempotency-Key');
  }
}

export class RateLimitError extends LandedError {
  constructor(message = 'Too many requests', code = 'rate_limited') {
    super('rate_limit', code, message);
  }
}

export const httpStatusForKind: Record<ErrorKind, number> = {
  authentication: 401,
  permission: 403,
  invalid_request: 400,
  not_found: 404,
  conflict: 409,
  idempotency: 409,
  rate_limit: 429,
  unprocessable: 422,
};

/** Public `type` field of the error envelope, Stripe-style. */
export const errorTypeForKind: Record<ErrorKind, string> = {
  authentication: 'authentication_error',
  permission: 'permission_error',
  invalid_request: 'invalid_request_error',
  not_found: 'invalid_request_error',
  conflict: 'invalid_request_error',
  idempotency: 'idempotency_error',
  rate_limit: 'rate_limit_error',
  unprocessable: 'invalid_request_error',
};
