// CSV upload → its own schema and role in the uploads database → a connection of the project.
import { env } from "~/config/env.server";
import { z } from "zod";
import { dropCsvImport, importCsv, type CsvImportResult } from "~/connectors/csv-import.server";
import { CSV_COLUMN_TYPES, type CsvColumnChange } from "~/connectors/csv-column-changes";
import type { CsvSource } from "~/connectors/csv-source.server";
import { AppError } from "~/lib/errors";
import { CSV_DELIMITERS, CSV_MAX_BYTES } from "~/lib/limits";
import { CSV_TOO_LARGE_MESSAGE } from "~/lib/messages";
import type { ConnectionJson } from "~/lib/connections";
import { createConnection, replaceCsvConnection, requireConnection } from "./connections.server";
import type { ProjectAccess } from "./projects.server";

export interface CsvUploadInput {
  fileName: string;
  contentType?: string;
  /** Read once the rows are in: a multipart form may name the connection after its file. */
  name?: () => string | undefined;
  hasHeaders: boolean;
  delimiter?: keyof typeof CSV_DELIMITERS | (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];
  /** Runs after the rows are loaded, before they commit: throwing rolls the import back. */
  beforeCommit?: () => Promise<void>;
  /** The user's names and types for columns, by position (re-import with changes). */
  columns?: CsvColumnChange[];
  /** A CSV connection of the project whose data this import replaces (its chats and dashboards stay). */
  replace?: string;
}

const changesSchema = z
  .array(
    z.object({
      index: z.number().int().min(0),
      name: z.string().max(200).optional(),
      type: z.enum(CSV_COLUMN_TYPES as [string, ...string[]]).optional(),
      badValues: z.enum(["empty", "fail"]).optional(),
    }),
  )
  .max(2000);

/** The `columns` form field: JSON of `[{ index, name?, type? }]`. */
export function parseColumnChanges(field: string | undefined): CsvColumnChange[] | undefined {
  if (!field) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    throw new AppError("VALIDATION_ERROR", "The column changes are not valid JSON", {
      fields: { columns: "Not valid JSON" },
    });
  }
  const parsed = changesSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(
      "VALIDATION_ERROR",
      "Each column change needs an index and may give a name and a type (text, bigint, numeric, boolean, date, timestamp, timestamptz)",
      { fields: { columns: "Invalid column changes" } },
    );
  return parsed.data as CsvColumnChange[];
}

/** spec §5: the file must be text/csv or have a .csv name. */
export function assertCsvFile(fileName: string | undefined, contentType: string | undefined): string {
  if (!fileName)
    throw new AppError("VALIDATION_ERROR", "Please select a CSV file", {
      fields: { csvFile: "Please select a CSV file" },
    });
  const csvType = ["text/csv", "application/csv", "application/vnd.ms-excel"].includes(
    (contentType ?? "").split(";")[0].trim(),
  );
  if (!csvType && !fileName.toLowerCase().endsWith(".csv")) {
    throw new AppError("VALIDATION_ERROR", "Please select a valid CSV file", {
      fields: { csvFile: "Please select a valid CSV file" },
    });
  }
  return fileName;
}

function delimiterOf(value: CsvUploadInput["delimiter"]) {
  if (!value) return undefined;
  if (value in CSV_DELIMITERS) return CSV_DELIMITERS[value as keyof typeof CSV_DELIMITERS];
  if (Object.values(CSV_DELIMITERS).includes(value as never))
    return value as (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];
  throw new AppError("VALIDATION_ERROR", "Delimiter must be comma, semicolon, tab or pipe");
}

/** The connection an import replaces: a CSV connection of the same project the user may edit. */
async function replaced(access: ProjectAccess, userId: string, connectionId: string) {
  const { connection } = await requireConnection(userId, connectionId, "edit");
  if (connection.project_id !== access.project.id) throw new AppError("NOT_FOUND", "Connection not found");
  if (connection.type !== "csv") throw new AppError("VALIDATION_ERROR", "Only a CSV connection can be re-imported");
  // a workbook's connection holds a table per sheet: one CSV file cannot stand in for them (ADR 051)
  if ((connection.metadata as { workbook?: unknown } | null)?.workbook)
    throw new AppError("VALIDATION_ERROR", "A workbook's connection cannot be re-imported from a CSV file");
  return connection;
}

function csvMetadata(input: CsvUploadInput, imported: CsvImportResult) {
  return {
    fileName: input.fileName,
    table: imported.table,
    rowCount: imported.rowCount,
    bytes: imported.bytes,
    hasHeaders: input.hasHeaders,
    columns: imported.columns.map(({ name, label, type, emptied }) => ({
      name,
      label,
      type,
      ...(emptied ? { emptied } : {}),
    })),
    importMs: imported.durationMs,
  };
}

export async function uploadCsv(
  access: ProjectAccess,
  userId: string,
  source: CsvSource,
  input: CsvUploadInput,
): Promise<{ connectionId: string; connection: ConnectionJson }> {
  const target = { adminUrl: env().uploadsDatabaseUrl };
  const previous = input.replace ? await replaced(access, userId, input.replace) : null;
  const options = {
    fileName: input.fileName,
    hasHeaders: input.hasHeaders,
    delimiter: delimiterOf(input.delimiter),
    beforeCommit: input.beforeCommit,
    columns: input.columns,
  };
  const imported = await importCsv(source, target, options);
  if (previous) {
    const connection = await replaceCsvConnection(previous, userId, {
      schema: imported.schema,
      role: imported.role,
      csv: csvMetadata(input, imported),
    }).catch(async (error: unknown) => {
      await dropCsvImport(target, imported.schema, imported.role).catch(() => undefined);
      throw error;
    });
    return { connectionId: connection.id, connection };
  }
  try {
    const connection = await createConnection(access, userId, {
      name: input.name?.()?.trim() || imported.table,
      type: "csv",
      credentials: uploadCredentials(target.adminUrl, imported),
      metadata: { csv: csvMetadata(input, imported) },
    });
    return { connectionId: connection.id, connection };
  } catch (error) {
    await dropCsvImport(target, imported.schema, imported.role).catch(() => undefined);
    throw error;
  }
}

/** An upload's stored login: the uploads database, as the upload's role (CSV files and Excel workbooks alike). */
export function uploadCredentials(adminUrl: string, imported: { schema: string; role: string }) {
  const url = new URL(adminUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    database: decodeURIComponent(url.pathname.slice(1)),
    // The role cannot log in: the uploads gateway reads as it (ADR 018).
    username: imported.role,
    password: "",
    schema: imported.schema,
    managed: true,
  };
}

export function csvTooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", CSV_TOO_LARGE_MESSAGE, {
    maxBytes: CSV_MAX_BYTES,
    fields: { csvFile: CSV_TOO_LARGE_MESSAGE },
  });
}
