// One way in for a file that becomes a connection (issue 17, ADR 051): the CSV and workbook API routes and the Connect
// page's plain form all read their multipart body here and hand the file to its service. Text fields and one file come
// in any order; nothing is held in memory. Reading the body is plumbing (~/utils/upload-body.server).
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { XLSX_MESSAGES, workbookInvalid, workbookTooLarge } from "~/connectors/xlsx-errors";
import { AppError } from "~/lib/errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { assertCsvFile, csvTooLarge, parseColumnChanges, uploadCsv } from "~/services/csv-uploads.server";
import type { CsvUploadInput } from "~/services/csv-uploads.server";
import { requireProjectPermission, type ProjectAccess } from "~/services/projects.server";
import { assertWorkbookFile, isWorkbookFile, uploadWorkbook } from "~/services/xlsx-uploads.server";
import { readMultipart, type MultipartPart } from "~/utils/multipart.server";
import { assertNoNul } from "~/utils/request-body.server";
import { boundedBody, keepCopy, multipartBody } from "~/utils/upload-body.server";

/** A kind of file the product imports: the part that carries it and what a request is refused with. */
export interface FileKind {
  field: string;
  tooLarge: () => AppError;
  notMultipart: string;
  missing: () => AppError;
  oneAtATime: () => AppError;
}

const fieldError = (field: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, { fields: { [field]: message } });

export const CSV_FILE: FileKind = {
  field: "csvFile",
  tooLarge: csvTooLarge,
  notMultipart: "Send the CSV as multipart/form-data with a csvFile field",
  missing: () => fieldError("csvFile", "Please select a CSV file"),
  oneAtATime: () => fieldError("csvFile", "Upload one CSV file at a time"),
};

export const WORKBOOK_FILE: FileKind = {
  field: "xlsxFile",
  tooLarge: () => workbookTooLarge(),
  notMultipart: "Send the workbook as multipart/form-data with an xlsxFile field",
  missing: () => workbookInvalid(XLSX_MESSAGES.required),
  oneAtATime: () => workbookInvalid("Upload one workbook at a time"),
};

export interface FileUpload {
  /** The kinds this way in takes; the first names the body's errors. */
  kinds: FileKind[];
  /** Fields given outside the body (query parameters); form fields override them. */
  fields?: Record<string, string>;
  /** The project the file goes to, from the fields. */
  access: (fields: Record<string, string>) => Promise<ProjectAccess>;
  /** Whether the fields so far say where a CSV goes, so it can stream straight into the import. */
  knowsProject: (fields: Record<string, string>) => boolean;
  hasHeaders: (fields: Record<string, string>) => boolean;
}

type Imported = Awaited<ReturnType<typeof uploadCsv>>;
interface Received {
  kind: FileKind;
  fileName: string;
  /** A CSV already imported as it streamed. */
  streamed?: Imported;
}
interface Reading {
  userId: string;
  upload: FileUpload;
  fields: Record<string, string>;
  copy: string;
  readRest: () => Promise<void>;
}

/** Text fields are names and flags: longer ones are cut. */
const FIELD_MAX_BYTES = 4000;

/** A field after a streamed file changed how it is read or where it goes: it is read again from its copy on disk. */
const READ_AGAIN = Symbol("read again");

/** POST /api/database/connect/{csv,xlsx}: the project named in the fields, one file of `kind`. */
export async function uploadFromApi(request: Request, userId: string, kind: FileKind) {
  const source = multipartBody(request, { maxBytes: CSV_UPLOAD_MAX_BYTES, ...kind });
  const fields = Object.fromEntries(new URL(request.url).searchParams);
  assertNoNul(fields);
  return uploadFile(userId, source, {
    kinds: [kind],
    fields,
    access: (values) => {
      if (!values.project_id)
        throw new AppError("VALIDATION_ERROR", "No project selected", {
          fields: { project_id: "No project selected" },
        });
      return requireProjectPermission(userId, values.project_id, "create", "connection");
    },
    knowsProject: (values) => Boolean(values.project_id),
    hasHeaders: (values) => values.hasHeaders !== "false",
  });
}

/**
 * Reads the body's fields and its one file, then imports it. A CSV streams straight into the import when the fields
 * before it say where it goes (the UI sends them first), and onto a private temporary file in case a field after it
 * changes how it reads; sent first (`curl -F` in the spec's order), it goes to that file and is imported once every
 * field is known. A workbook is a zip, read from its end: it always goes to the file first.
 */
export async function uploadFile(
  userId: string,
  source: { body: ReadableStream<Uint8Array>; contentType: string },
  upload: FileUpload,
): Promise<Imported> {
  const primary = upload.kinds[0]!;
  const fields = { ...upload.fields };
  const dir = await mkdtemp(path.join(tmpdir(), "askdata-upload-"));
  const copy = path.join(dir, "upload");
  const body = boundedBody(source.body, CSV_UPLOAD_MAX_BYTES, primary.tooLarge);
  const parts = readMultipart(body, source.contentType, FIELD_MAX_BYTES);
  const readRest = async () => {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.kind === "field") fields[part.name] = part.value;
      else {
        const again = kindOf(part, upload.kinds);
        if (again) throw again.oneAtATime();
      }
    }
    assertNoNul(fields);
  };
  const reading: Reading = { userId, upload, fields, copy, readRest };
  try {
    let file: Received | undefined;
    while (!file) {
      const next = await parts.next();
      if (next.done) break;
      const part = next.value;
      if (part.kind === "field") {
        fields[part.name] = part.value;
        continue;
      }
      const kind = kindOf(part, upload.kinds);
      if (kind === WORKBOOK_FILE) file = await receiveWorkbook(part, copy);
      else if (kind === CSV_FILE) file = await receiveCsv(part, reading);
    }
    await readRest();
    if (!file) throw primary.missing();
    if (file.streamed) return file.streamed;
    const access = await upload.access(fields);
    if (file.kind === WORKBOOK_FILE)
      return await uploadWorkbook(access, userId, copy, { fileName: file.fileName, name: fields.name });
    return await uploadCsv(access, userId, createReadStream(copy), {
      fileName: file.fileName,
      name: () => fields.name,
      ...csvSettings(upload, fields),
    });
  } finally {
    await parts.return(undefined); // releases the request body, so a refused rest can be drained
    await rm(dir, { recursive: true, force: true });
  }
}

type FilePart = Extract<MultipartPart, { kind: "file" }>;

/** The kind of a file part, or undefined for a part this way in does not take (it is skipped). */
function kindOf(part: FilePart, kinds: FileKind[]): FileKind | undefined {
  const named = kinds.find((kind) => kind.field === part.name);
  if (!named || !kinds.includes(WORKBOOK_FILE)) return named;
  // the plain form has one file input: a workbook comes in the CSV's field, known by its name or type (ADR 051)
  return isWorkbookFile(part.filename, part.contentType) ? WORKBOOK_FILE : named;
}

async function receiveWorkbook(part: FilePart, copy: string): Promise<Received> {
  const fileName = assertWorkbookFile(part.filename, part.contentType);
  await pipeline(part.data, createWriteStream(copy, { mode: 0o600 }));
  return { kind: WORKBOOK_FILE, fileName };
}

/** A CSV streams into the import when the fields so far say where it goes; otherwise onto its copy on disk. */
async function receiveCsv(part: FilePart, { userId, upload, fields, copy, readRest }: Reading): Promise<Received> {
  const fileName = assertCsvFile(part.filename, part.contentType);
  if (!upload.knowsProject(fields)) {
    await pipeline(part.data, createWriteStream(copy, { mode: 0o600 }));
    return { kind: CSV_FILE, fileName };
  }
  assertNoNul(fields);
  const used = csvSettings(upload, fields);
  const beforeCommit = async () => {
    await readRest();
    if (JSON.stringify(csvSettings(upload, fields)) !== JSON.stringify(used)) throw READ_AGAIN;
  };
  const input = { fileName, name: () => fields.name, ...used, beforeCommit };
  const streamed = await uploadCsv(await upload.access(fields), userId, keepCopy(part.data, copy), input).catch(
    (error: unknown) => {
      if (error === READ_AGAIN) return undefined;
      throw error;
    },
  );
  return { kind: CSV_FILE, fileName, streamed };
}

function csvSettings(upload: FileUpload, fields: Record<string, string>) {
  return {
    hasHeaders: upload.hasHeaders(fields),
    delimiter: (fields.delimiter || undefined) as CsvUploadInput["delimiter"],
    project: fields.project_id,
    columns: parseColumnChanges(fields.columns),
    replace: fields.replace || undefined,
  };
}
