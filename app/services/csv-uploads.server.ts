// CSV upload → its own schema and role in the uploads database → a connection of the project.
import { env } from "~/config/env.server";
import { dropCsvImport, importCsv } from "~/connectors/csv-import.server";
import type { CsvSource } from "~/connectors/csv-source.server";
import { AppError } from "~/lib/errors";
import { CSV_DELIMITERS, CSV_MAX_BYTES, CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { CSV_TOO_LARGE_MESSAGE } from "~/lib/messages";
import { createConnection, type ConnectionJson } from "./connections.server";
import { readMultipart, type MultipartPart } from "./multipart.server";
import type { ProjectAccess } from "./projects.server";
import { assertNoNul } from "./request-body.server";

export interface CsvUploadInput {
  fileName: string;
  contentType?: string;
  name?: string;
  hasHeaders: boolean;
  delimiter?: keyof typeof CSV_DELIMITERS | (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];
  beforeCommit?: () => Promise<void>;
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
  const imported = await importCsv(source, target, { fileName: input.fileName, hasHeaders: input.hasHeaders, delimiter: delimiterOf(input.delimiter), beforeCommit: input.beforeCommit });
  const url = new URL(target.adminUrl);
  try {
    const connection = await createConnection(access, userId, {
      name: input.name?.trim() || imported.table,
      type: "csv",
      credentials: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: decodeURIComponent(url.pathname.slice(1)),
        // The role cannot log in: the uploads gateway reads as it (ADR 018).
        username: imported.role,
        password: "",
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

export function csvTooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", CSV_TOO_LARGE_MESSAGE, { maxBytes: CSV_MAX_BYTES, fields: { csvFile: CSV_TOO_LARGE_MESSAGE } });
}

export interface CsvMultipartUpload {
  body: ReadableStream<Uint8Array>;
  boundary: string;
  /** Fields given outside the body (query parameters); form fields override them. */
  fields?: Record<string, string>;
  /** The project the file goes to, once the text fields before the file are known. */
  access: (fields: Record<string, string>) => Promise<ProjectAccess>;
  hasHeaders: (fields: Record<string, string>) => boolean;
}

/**
 * A multipart upload: text fields, then exactly one `csvFile` part, streamed into the import. The
 * rest of the body is read before the import commits, so a second file part rolls it all back.
 */
export async function uploadCsvMultipart(userId: string, upload: CsvMultipartUpload) {
  const fields = { ...upload.fields };
  const parts = readMultipart(bounded(upload.body, CSV_UPLOAD_MAX_BYTES), upload.boundary);
  let result: Awaited<ReturnType<typeof uploadCsv>> | undefined;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.name !== "csvFile") {
        fields[part.name] = await readField(part);
        continue;
      }
      const fileName = assertCsvFile(part.filename, part.contentType);
      const access = await upload.access(fields);
      const beforeCommit = () => readRemainingFields(parts, fields);
      result = await uploadCsv(access, userId, part.data, { fileName, name: fields.name, hasHeaders: upload.hasHeaders(fields), delimiter: (fields.delimiter || undefined) as never, beforeCommit });
    }
  } finally {
    await parts.return(undefined); // releases the request body, so a refused rest can be drained
  }
  if (!result) throw new AppError("VALIDATION_ERROR", "Please select a CSV file", { fields: { csvFile: "Please select a CSV file" } });
  return result;
}

async function readRemainingFields(parts: AsyncGenerator<MultipartPart>, fields: Record<string, string>): Promise<void> {
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    if (next.value.name === "csvFile") throw new AppError("VALIDATION_ERROR", "Upload one CSV file at a time", { fields: { csvFile: "Upload one CSV file at a time" } });
    fields[next.value.name] = await readField(next.value);
  }
}

async function readField(part: MultipartPart): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of part.data) chunks.push(chunk);
  const value = Buffer.concat(chunks).toString("utf8").slice(0, 1000);
  assertNoNul({ [part.name]: value });
  return value;
}

/** The body counted as it streams; the request stream is released, not cancelled, when reading stops. */
async function* bounded(body: ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  const chunks = (body as unknown as { values(options: { preventCancel: boolean }): AsyncIterable<Uint8Array> }).values({ preventCancel: true });
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw csvTooLarge();
    yield chunk;
  }
}
