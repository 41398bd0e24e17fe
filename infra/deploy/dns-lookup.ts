// Public DNS lookups for the preflight, through an injectable resolver (node:dns/promises).
// A name with no such records answers ENODATA or ENOTFOUND: that is "none", not a failure.
// https://nodejs.org/api/dns.html#error-codes

const NONE = new Set(['ENODATA', 'ENOTFOUND']);

export const dnsCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

/** The lookup's answer, or [] when the name has no such records; other errors (a timeout, SERVFAIL) are thrown. */
export async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (NONE.has(dnsCode(error) ?? '')) return [];
    throw error;
  }
}

/** A host name compared as DNS does: lower case, without the trailing dot. */
export const normalHost = (name: string): string => name.toLowerCase().replace(/\.$/, '');
