const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are untrusted: anything that is not a UUID simply does not exist. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
