// CSV upload → its own schema and role in the uploads database → a connection of the project.
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { env } from "~/config/env.server";
import { z } from "zod";
import { dropCsvImport, importCsv, type CsvImportResult } from "~/connectors/csv-import.server";
import { CSV_COLUMN_TYPES, type CsvColumnChange } from "~/connectors/csv-column-changes";
import type { CsvSource } from "~/connectors/csv-source.server";
import { AppError } from "~/lib/errors";
import { CSV_DELIMITERS, CSV_MAX_BYTES, CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { CSV_TOO_LARGE_MESSAGE } from "~/lib/messages";
import { createConnection, replaceCsvConnection, requireConnection, type ConnectionJson } from "./connections.server";
import { readMultipart } from "./multipart.server";
import type { ProjectAccess } from "./projects.server";
import { assertNoNul } from "./request-body.server";

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
  .array(z.object({ index: z.number().int().min(0), name: z.string().max(200).optional(), type: z.enum(CSV_COLUMN_TYPES as [string, ...string[]]).optional() }))
  .max(2000);

/** The `columns` form field: JSON of `[{ index, name?, type? }]`. */
export function parseColumnChanges(field: string | undefined): CsvColumnChange[] | undefined {
  if (!field) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    throw new AppError("VALIDATION_ERROR", "The column changes are not valid JSON", { fields: { columns: "Not valid JSON" } });
  }
  const parsed = changesSchema.safeParse(value);
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", "Each column change needs an index and may give a name and a type (text, bigint, numeric, boolean, date, timestamp, timestamptz)", { fields: { columns: "Invalid column changes" } });
  return parsed.data as CsvColumnChange[];
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

/** The connection an import replaces: a CSV connection of the same project the user may edit. */
async function replaced(access: ProjectAccess, userId: string, connectionId: string) {
  const { connection } = await requireConnection(userId, connectionId, "edit");
  if (connection.project_id !== access.project.id) throw new AppError("NOT_FOUND", "Connection not found");
  if (connection.type !== "csv") throw new AppError("VALIDATION_ERROR", "Only a CSV connection can be re-imported");
  return connection;
}

function csvMetadata(input: CsvUploadInput, imported: CsvImportResult) {
  return {
    fileName: input.fileName,
    table: imported.table,
    rowCount: imported.rowCount,
    bytes: imported.bytes,
    hasHeaders: input.hasHeaders,
    columns: imported.columns.map(({ name, label, type }) => ({ name, label, type })),
    importMs: imported.durationMs,
  };
}

export async function uploadCsv(access: ProjectAccess, userId: string, source: CsvSource, input: CsvUploadInput): Promise<{ connectionId: string; connection: ConnectionJson }> {
  const target = { adminUrl: env().uploadsDatabaseUrl };
  const previous = input.replace ? await replaced(access, userId, input.replace) : null;
  const options = { fileName: input.fileName, hasHeaders: input.hasHeaders, delimiter: delimiterOf(input.delimiter), beforeCommit: input.beforeCommit, columns: input.columns };
  const imported = await importCsv(source, target, options);
  if (previous) {
    const connection = await replaceCsvConnection(previous, userId, { schema: imported.schema, role: imported.role, csv: csvMetadata(input, imported) }).catch(async (error: unknown) => {
      await dropCsvImport(target, imported.schema, imported.role).catch(() => undefined);
      throw error;
    });
    return { connectionId: connection.id, connection };
  }
  const url = new URL(target.adminUrl);
  try {
    const connection = await createConnection(access, userId, {
      name: input.name?.()?.trim() || imported.table,
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
      metadata: { csv: csvMetadata(input, imported) },
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
  contentType: string;
  /** Fields given outside the body (query parameters); form fields override them. */
  fields?: Record<string, string>;
  /** The project the file goes to, from the fields. */
  access: (fields: Record<string, string>) => Promise<ProjectAccess>;
  /** Whether the fields so far say where the file goes, so it can stream straight into the import. */
  knowsProject: (fields: Record<string, string>) => boolean;
  hasHeaders: (fields: Record<string, string>) => boolean;
}

/** Text fields are names and flags: longer ones are cut. */
const FIELD_MAX_BYTES = 4000;

/** A field after a streamed file changed how it is read or where it goes: it is read again from its copy on disk. */
const READ_AGAIN = Symbol("read again");

/**
 * A multipart upload: text fields and one `csvFile` part, in any order (issue 17). Never held in memory: with the
 * project known when the file begins (the UI sends its fields first), the file streams into the import as it
 * arrives, and onto a private temporary file in case a field after it changes how it reads; sent first (`curl -F`
 * in the spec's order), it goes to that file, and is imported once every field is known.
 */
export async function uploadCsvMultipart(userId: string, upload: CsvMultipartUpload) {
  const fields = { ...upload.fields };
  const dir = await mkdtemp(path.join(tmpdir(), "askdata-upload-"));
  const copy = path.join(dir, "upload.csv");
  const parts = readMultipart(bounded(upload.body, CSV_UPLOAD_MAX_BYTES), upload.contentType, FIELD_MAX_BYTES);
  const settings = () => ({
    hasHeaders: upload.hasHeaders(fields),
    delimiter: (fields.delimiter || undefined) as CsvUploadInput["delimiter"],
    project: fields.project_id,
    columns: parseColumnChanges(fields.columns),
    replace: fields.replace || undefined,
  });
  const readRest = async () => {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.kind === "field") fields[part.name] = part.value;
      else if (part.name === "csvFile") throw oneFileAtATime();
    }
    assertNoNul(fields);
  };
  try {
    let file: { fileName: string; streamed?: Awaited<ReturnType<typeof uploadCsv>> } | undefined;
    while (!file) {
      const next = await parts.next();
      if (next.done) break;
      const part = next.value;
      if (part.kind === "field") {
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== "csvFile") continue;
      file = { fileName: assertCsvFile(part.filename, part.contentType) };
      if (!upload.knowsProject(fields)) {
        await pipeline(part.data, createWriteStream(copy, { mode: 0o600 }));
        continue;
      }
      assertNoNul(fields);
      const used = settings();
      const beforeCommit = async () => {
        await readRest();
        if (JSON.stringify(settings()) !== JSON.stringify(used)) throw READ_AGAIN;
      };
      const input = { fileName: file.fileName, name: () => fields.name, ...used, beforeCommit };
      file.streamed = await uploadCsv(await upload.access(fields), userId, keepCopy(part.data, copy), input).catch((error: unknown) => {
        if (error === READ_AGAIN) return undefined;
        throw error;
      });
    }
    await readRest();
    if (!file) throw new AppError("VALIDATION_ERROR", "Please select a CSV file", { fields: { csvFile: "Please select a CSV file" } });
    if (file.streamed) return file.streamed;
    return await uploadCsv(await upload.access(fields), userId, createReadStream(copy), { fileName: file.fileName, name: () => fields.name, ...settings() });
  } finally {
    await parts.return(undefined); // releases the request body, so a refused rest can be drained
    await rm(dir, { recursive: true, force: true });
  }
}

function oneFileAtATime(): AppError {
  return new AppError("VALIDATION_ERROR", "Upload one CSV file at a time", { fields: { csvFile: "Upload one CSV file at a time" } });
}

/** The file's bytes as they stream into the import, written to `path` on the way. */
async function* keepCopy(source: AsyncIterable<Buffer>, path: string): AsyncGenerator<Buffer> {
  const out = createWriteStream(path, { mode: 0o600 });
  try {
    for await (const chunk of source) {
      if (!out.write(chunk)) await once(out, "drain");
      yield chunk;
    }
    out.end();
    await finished(out);
  } finally {
    if (!out.writableFinished) out.destroy();
  }
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
