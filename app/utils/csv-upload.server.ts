// A CSV upload read from a multipart body as it streams (issue 17): the request side of csv-uploads.server.ts.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "~/lib/errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import {
  assertCsvFile,
  csvTooLarge,
  parseColumnChanges,
  uploadCsv,
  type CsvUploadInput,
} from "~/services/csv-uploads.server";
import type { ProjectAccess } from "~/services/projects.server";
import { readMultipart } from "./multipart.server";
import { assertNoNul } from "./request-body.server";

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
      file.streamed = await uploadCsv(await upload.access(fields), userId, keepCopy(part.data, copy), input).catch(
        (error: unknown) => {
          if (error === READ_AGAIN) return undefined;
          throw error;
        },
      );
    }
    await readRest();
    if (!file)
      throw new AppError("VALIDATION_ERROR", "Please select a CSV file", {
        fields: { csvFile: "Please select a CSV file" },
      });
    if (file.streamed) return file.streamed;
    return await uploadCsv(await upload.access(fields), userId, createReadStream(copy), {
      fileName: file.fileName,
      name: () => fields.name,
      ...settings(),
    });
  } finally {
    await parts.return(undefined); // releases the request body, so a refused rest can be drained
    await rm(dir, { recursive: true, force: true });
  }
}

function oneFileAtATime(): AppError {
  return new AppError("VALIDATION_ERROR", "Upload one CSV file at a time", {
    fields: { csvFile: "Upload one CSV file at a time" },
  });
}

/**
 * The file's bytes as they stream into the import, written to `path` on the way. Writes go through a file handle:
 * a write that fails (a full disk) or an import that stops mid-file rejects here, where the request's error
 * handling sees it — a write stream's 'error' event with nobody listening took the whole web process down.
 */
export async function* keepCopy(source: AsyncIterable<Buffer>, path: string): AsyncGenerator<Buffer> {
  const handle = await open(path, "w", 0o600);
  try {
    for await (const chunk of source) {
      await handle.write(chunk);
      yield chunk;
    }
  } finally {
    await handle.close();
  }
}

/** The body counted as it streams; the request stream is released, not cancelled, when reading stops. */
async function* bounded(body: ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  const chunks = (body as unknown as { values(options: { preventCancel: boolean }): AsyncIterable<Uint8Array> }).values(
    { preventCancel: true },
  );
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw csvTooLarge();
    yield chunk;
  }
}
