const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id as a canonical lower-case UUID, or null when it cannot be one. Callers treat null as
 * "not found", so a malformed id in a URL is a 404 and never reaches PostgreSQL as a uuid cast error.
 */
export function asUuid(id: string): string | null {
  return UUID_RE.test(id) ? id.toLowerCase() : null;
}
