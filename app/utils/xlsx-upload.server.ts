// An Excel workbook upload read from a multipart body (ADR 051): the request side of xlsx-uploads.server.ts. A zip is
// read from its end, so the file goes to a private temporary file (never into memory) before anything is imported.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { XLSX_MESSAGES, workbookInvalid, workbookTooLarge } from "~/connectors/xlsx-errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import type { ProjectAccess } from "~/services/projects.server";
import { assertWorkbookFile, uploadWorkbook } from "~/services/xlsx-uploads.server";
import { readMultipart } from "./multipart.server";
import { assertNoNul } from "./request-body.server";

export interface WorkbookMultipartUpload {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Fields given outside the body (query parameters); form fields override them. */
  fields?: Record<string, string>;
  /** The project the workbook goes to, from the fields. */
  access: (fields: Record<string, string>) => Promise<ProjectAccess>;
}

const FIELD_MAX_BYTES = 4000;
export const WORKBOOK_FIELD = "xlsxFile";

/** Text fields (project_id, name) and one `xlsxFile` part, in any order. */
export async function uploadWorkbookMultipart(userId: string, upload: WorkbookMultipartUpload) {
  const fields = { ...upload.fields };
  const dir = await mkdtemp(path.join(tmpdir(), "askdata-xlsx-"));
  const copy = path.join(dir, "upload.xlsx");
  const parts = readMultipart(bounded(upload.body, CSV_UPLOAD_MAX_BYTES), upload.contentType, FIELD_MAX_BYTES);
  try {
    let fileName: string | undefined;
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.kind === "field") fields[part.name] = part.value;
      else if (part.name === WORKBOOK_FIELD) {
        if (fileName) throw workbookInvalid("Upload one workbook at a time");
        fileName = assertWorkbookFile(part.filename, part.contentType);
        await pipeline(part.data, createWriteStream(copy, { mode: 0o600 }));
      }
    }
    assertNoNul(fields);
    if (!fileName) throw workbookInvalid(XLSX_MESSAGES.required);
    return await uploadWorkbook(await upload.access(fields), userId, copy, { fileName, name: fields.name });
  } finally {
    await parts.return(undefined); // releases the request body, so a refused rest can be drained
    await rm(dir, { recursive: true, force: true });
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
    if (total > maxBytes) throw workbookTooLarge();
    yield chunk;
  }
}
