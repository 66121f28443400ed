// CSV upload → its own schema and role in the uploads database → a connection of the project.
import { env } from "~/config/env.server";
import { dropCsvImport, importCsv } from "~/connectors/csv-import.server";
import type { CsvSource } from "~/connectors/csv-source.server";
import { AppError } from "~/lib/errors";
import { CSV_DELIMITERS } from "~/lib/limits";
import { createConnection, type ConnectionJson } from "./connections.server";
import type { ProjectAccess } from "./projects.server";

export interface CsvUploadInput {
  fileName: string;
  contentType?: string;
  name?: string;
  hasHeaders: boolean;
  delimiter?: keyof typeof CSV_DELIMITERS | (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];
}

/** spec §5: the file must be text/csv or have a .csv name. */
export function assertCsvFile(fileName: string | undefined, contentType: string | undefined): string {
  if (!fileName) throw new AppError("VALIDATION_ERROR", "Please select a CSV file", { fields: { csvFile: "Please select a CSV file" } });
  const csvType = ["text/csv", "application/csv", "application/vnd.ms-excel"].includes((contentType ?? "").split(";")[0].trim());
  if (!csvType && !fileName.toLowerCase().endsWith(".csv")) {
    throw new AppError("VALIDATION_ERROR", "Please select a valid CSV file", { fields: { csvFile: "Please select a valid CSV file" } });
  }
  return fileName;
}

function delimiterOf(value: CsvUploadInput["delimiter"]) {
  if (!value) return undefined;
  if (value in CSV_DELIMITERS) return CSV_DELIMITERS[value as keyof typeof CSV_DELIMITERS];
  if (Object.values(CSV_DELIMITERS).includes(value as never)) return value as (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];
  throw new AppError("VALIDATION_ERROR", "Delimiter must be comma, semicolon, tab or pipe");
}

export async function uploadCsv(access: ProjectAccess, userId: string, source: CsvSource, input: CsvUploadInput): Promise<{ connectionId: string; connection: ConnectionJson }> {
  const target = { adminUrl: env().uploadsDatabaseUrl };
  const imported = await importCsv(source, target, { fileName: input.fileName, hasHeaders: input.hasHeaders, delimiter: delimiterOf(input.delimiter) });
  const url = new URL(target.adminUrl);
  try {
    const connection = await createConnection(access, userId, {
      name: input.name?.trim() || imported.table,
      type: "csv",
      credentials: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: decodeURIComponent(url.pathname.slice(1)),
        username: imported.role,
        password: imported.password,
        schema: imported.schema,
        managed: true,
      },
      metadata: {
        csv: {
          fileName: input.fileName,
          table: imported.table,
          rowCount: imported.rowCount,
          bytes: imported.bytes,
          hasHeaders: input.hasHeaders,
          columns: imported.columns.map(({ name, label, type }) => ({ name, label, type })),
          importMs: imported.durationMs,
        },
      },
    });
    return { connectionId: connection.id, connection };
  } catch (error) {
    await dropCsvImport(target, imported.schema, imported.role).catch(() => undefined);
    throw error;
  }
}
