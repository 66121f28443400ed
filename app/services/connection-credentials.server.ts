// A connection's stored credentials: decrypted for its connector (a CSV upload's through the uploads gateway, ADR 018),
// and merged with an edit so a stored password never follows a change of server or login.
import type { Connection } from "~db/models";
import { gatewayRoleFor } from "~/connectors/csv-access.server";
import type { ConnectionCredentials } from "~/connectors/types";
import { AppError } from "~/lib/errors";
import { PASSWORD_MASK } from "~/lib/validation";
import { decryptJson, uploadsGatewayPassword } from "./crypto.server";

export type StoredCredentials = ConnectionCredentials;

/** Sample and CSV connections log in with the product's own read-only roles. */
export function isManaged(connection: Connection): boolean {
  return connection.type === "csv" || Boolean(connection.sample_id);
}

/** What is stored; `managed` is never stored but follows from the connection's kind. */
export function storedCredentials(connection: Connection): StoredCredentials {
  return decryptJson<StoredCredentials>(connection.credentials_encrypted);
}

export function credentialsOf(connection: Connection): StoredCredentials {
  const stored = storedCredentials(connection);
  return connection.type === "csv" ? throughGateway(stored) : { ...stored, managed: isManaged(connection) };
}

/** A CSV connection's stored login is its upload's role, which the uploads gateway takes per transaction (ADR 018). */
export function throughGateway(stored: StoredCredentials): StoredCredentials {
  return {
    ...stored,
    username: gatewayRoleFor(stored.database),
    password: uploadsGatewayPassword(),
    role: stored.username,
    managed: true,
  };
}

// A stored password belongs to one server and login: it never follows a change of either.
const IDENTITY_KEYS = ["host", "port", "database", "username"] as const;

export const PASSWORD_REQUIRED_MESSAGE =
  "Enter the password again when you change the host, port, database or username";

/** The credentials after an edit; a password left empty or masked keeps the stored one only for the same identity. */
export function mergeCredentials(
  current: StoredCredentials,
  edit: Partial<Omit<StoredCredentials, "managed">>,
): StoredCredentials {
  const { password, ...rest } = edit;
  const next = { ...current, ...rest };
  const typed = password && password !== PASSWORD_MASK ? password : undefined;
  const identityChanged = IDENTITY_KEYS.some((key) => String(next[key]).trim() !== String(current[key]).trim());
  if (identityChanged && !typed)
    throw new AppError("VALIDATION_ERROR", PASSWORD_REQUIRED_MESSAGE, { field: "password" });
  return { ...next, password: typed ?? current.password };
}
