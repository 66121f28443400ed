// What answering a question reads of the metadata database besides its job: the connection, its project's currency,
// its definitions and verified answers, and the engine's catalog with the definitions applied (issue 38, ADR 061).
// One statement per answer reads the connection, the currency and the connection row's version; the definitions, the
// verified answers and the engine catalog are kept per process for that version.
import { LRUCache } from "lru-cache";
import { QueryTypes } from "sequelize";
import { Connection, type VerifiedAnswer } from "~db/models";
import { db } from "~db/sequelize.server";
import { withDefinitions } from "~/engine";
import { withFormats } from "~/answer/definition-formats";
import type { SchemaCatalog } from "~/lib/catalog";
import { getConnectionCatalog } from "./connection-catalogs.server";
import { loadEngineDefinitions } from "./definitions.server";
import { loadVerifiedAnswers } from "./verified-answers.server";

type Definitions = Awaited<ReturnType<typeof loadEngineDefinitions>>;

export interface ConnectionContext {
  connection: Connection;
  currency: string;
  definitions: Definitions;
  verifiedAnswers: VerifiedAnswer[];
  /** The catalog as introspected, and with the definitions applied (what the engine reads). */
  catalog: SchemaCatalog;
  engineCatalog: SchemaCatalog;
}

interface Entry {
  version: string;
  stored: Promise<{ definitions: Definitions; verifiedAnswers: VerifiedAnswer[] }>;
  engine?: { catalog: SchemaCatalog; engineCatalog: SchemaCatalog };
}

// Every write of a definition or a verified answer saves the connection row afterwards (forgetCachedAnswers), which
// changes its updated_at and its xmin in whichever process wrote it: a version read in the same statement as the
// connection therefore names the definitions and verified answers as they are now.
const entries = new LRUCache<string, Entry>({ max: 500 });

/** Forgets every kept context (tests that compare a cold and a warm read). */
export function forgetConnectionContexts(): void {
  entries.clear();
}

/** The connection with its project's currency and its row version, in one statement; null when it is gone. */
async function readConnection(connectionId: string) {
  const [row] = await db().query<Record<string, unknown> & { row_version: string; project_currency: string | null }>(
    `SELECT c.*, c.xmin::text AS row_version, p.currency AS project_currency
       FROM connections c JOIN projects p ON p.id = c.project_id WHERE c.id = $1`,
    { bind: [connectionId], type: QueryTypes.SELECT },
  );
  if (!row) return null;
  const { row_version: rowVersion, project_currency: currency, ...columns } = row;
  const connection = Connection.build(columns as never, { isNewRecord: false, raw: true });
  return { connection, currency: currency ?? "USD", version: `${connection.updated_at.getTime()}:${rowVersion}` };
}

function storedFor(connection: Connection, version: string): Entry {
  const kept = entries.get(connection.id);
  if (kept?.version === version) return kept;
  const stored = Promise.all([loadEngineDefinitions(connection.id), loadVerifiedAnswers(connection)]).then(
    ([definitions, verifiedAnswers]) => ({ definitions, verifiedAnswers }),
  );
  const entry: Entry = { version, stored };
  entries.set(connection.id, entry);
  // a failed read is not kept: the next question reads again
  stored.catch(() => entries.get(connection.id) === entry && entries.delete(connection.id));
  return entry;
}

/** Everything a question on `connectionId` reads of the metadata database, or null when the connection is gone. */
export async function getConnectionContext(connectionId: string): Promise<ConnectionContext | null> {
  const read = await readConnection(connectionId);
  if (!read) return null;
  const entry = storedFor(read.connection, read.version);
  const [{ definitions, verifiedAnswers }, catalog] = await Promise.all([
    entry.stored,
    getConnectionCatalog(read.connection),
  ]);
  // the catalog is cached by the registry and may be read again (refresh, TTL): the engine's copy follows it
  if (entry.engine?.catalog !== catalog)
    entry.engine = { catalog, engineCatalog: withFormats(withDefinitions(catalog, definitions), definitions) };
  return { ...read, definitions, verifiedAnswers, catalog, engineCatalog: entry.engine.engineCatalog };
}
