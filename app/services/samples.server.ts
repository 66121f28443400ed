// The bundled sample databases (spec §2, §3): listed from their definitions, read through a role
// that can read only the samples database.
import { SAMPLE_DATABASES, getSample } from "~db/samples";
import { env } from "~/config/env.server";
import { createConnector } from "~/connectors/registry.server";
import type { ConnectionCredentials, TestResult } from "~/connectors/types";
import { AppError } from "~/lib/errors";
import { SAMPLE_READER_ROLE } from "~db/sample-reader";
import type { ConnectionJson } from "~/lib/connections";
import { createConnection } from "./connections.server";
import { sampleReaderPassword } from "./crypto.server";
import type { ProjectAccess } from "./projects.server";

export function listSamples() {
  return SAMPLE_DATABASES.map((sample) => ({
    id: sample.id,
    name: sample.name,
    type: sample.type,
    tableCount: sample.tables.length,
    description: sample.description,
    category: sample.category,
    icon: sample.icon,
    iconName: sample.iconName,
  }));
}

function requireSample(id: string) {
  const sample = getSample(id);
  if (!sample) throw new AppError("NOT_FOUND", "Sample database not found");
  return sample;
}

export function sampleCredentials(sampleId: string): ConnectionCredentials {
  const sample = requireSample(sampleId);
  const url = new URL(env().samplesDatabaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    database: decodeURIComponent(url.pathname.slice(1)),
    username: SAMPLE_READER_ROLE,
    password: sampleReaderPassword(),
    ssl: false,
    schema: sample.schema,
    managed: true,
  };
}

/** Tables with real row counts, read through the reader role (spec §3 sample metadata). */
export async function getSampleSchema(sampleId: string) {
  const sample = requireSample(sampleId);
  const connector = createConnector("postgresql", sampleCredentials(sampleId), 1);
  try {
    const catalog = await connector.introspect();
    const byName = new Map(catalog.tables.map((table) => [table.name, table]));
    return {
      ...listSamples().find((entry) => entry.id === sampleId)!,
      tables: sample.tables.map((table) => ({
        name: table.name,
        schema: sample.schema,
        rowCount: Math.max(0, byName.get(table.name)?.rowEstimate ?? 0),
        columnCount: byName.get(table.name)?.columns.length ?? 0,
        description: table.description,
      })),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("CONNECTION_FAILED", "Failed to load schema");
  } finally {
    await connector.close().catch(() => undefined);
  }
}

export async function testSample(sampleId: string): Promise<TestResult> {
  const connector = createConnector("postgresql", sampleCredentials(sampleId), 1);
  try {
    return await connector.test();
  } finally {
    await connector.close().catch(() => undefined);
  }
}

export async function connectSample(
  access: ProjectAccess,
  userId: string,
  sampleId: string,
): Promise<{ connectionId: string; connection: ConnectionJson }> {
  const sample = requireSample(sampleId);
  const connection = await createConnection(access, userId, {
    name: sample.name,
    type: "postgresql",
    credentials: sampleCredentials(sampleId),
    sampleId,
    metadata: { sample: { id: sample.id, category: sample.category, icon: sample.icon } },
  });
  return { connectionId: connection.id, connection };
}
