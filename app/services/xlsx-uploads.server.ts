// An Excel workbook upload → one upload schema and role with a table per sheet → a connection of the project (ADR 051).
import { env } from "~/config/env.server";
import { dropCsvImport } from "~/connectors/csv-import.server";
import { importWorkbook, type WorkbookImportResult } from "~/connectors/xlsx-import.server";
import { XLSX_MESSAGES, workbookInvalid } from "~/connectors/xlsx-errors";
import type { ConnectionJson } from "~/lib/connections";
import { createConnection } from "./connections.server";
import { uploadCredentials } from "./csv-uploads.server";
import type { ProjectAccess } from "./projects.server";

export interface WorkbookUploadInput {
  fileName: string;
  /** Defaults to the file name without its extension. */
  name?: string;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook is an .xlsx name or the .xlsx content type; what the bytes are is checked when they are read. */
export function isWorkbookFile(fileName: string, contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]!.trim() === XLSX_TYPE || fileName.toLowerCase().endsWith(".xlsx");
}

export function assertWorkbookFile(fileName: string | undefined, contentType: string | undefined): string {
  if (!fileName) throw workbookInvalid(XLSX_MESSAGES.required);
  if (!isWorkbookFile(fileName, contentType)) throw workbookInvalid(XLSX_MESSAGES.invalid);
  return fileName;
}

/** What the summary screen and the data model show of a workbook upload (`metadata.workbook`). */
function workbookMetadata(fileName: string, imported: WorkbookImportResult) {
  return {
    fileName,
    bytes: imported.bytes,
    importMs: imported.durationMs,
    sheets: imported.tables.map(({ sheet, table, rowCount, columns, notes }) => ({
      sheet,
      table,
      rowCount,
      columns: columns.map(({ name, label, type, emptied }) => ({
        name,
        label,
        type,
        ...(emptied ? { emptied } : {}),
      })),
      ...(notes.length ? { notes } : {}),
    })),
    skipped: imported.skipped,
  };
}

/** Imports the workbook at `path` (a private temporary file) and makes it a connection; a failure leaves nothing. */
export async function uploadWorkbook(
  access: ProjectAccess,
  userId: string,
  path: string,
  input: WorkbookUploadInput,
): Promise<{ connectionId: string; connection: ConnectionJson }> {
  const target = { adminUrl: env().uploadsDatabaseUrl };
  const imported = await importWorkbook(path, target, { fileName: input.fileName });
  try {
    const connection = await createConnection(access, userId, {
      name: input.name?.trim() || input.fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "") || "Workbook",
      type: "csv",
      credentials: uploadCredentials(target.adminUrl, imported),
      metadata: { workbook: workbookMetadata(input.fileName, imported) },
    });
    return { connectionId: connection.id, connection };
  } catch (error) {
    await dropCsvImport(target, imported.schema, imported.role).catch(() => undefined);
    throw error;
  }
}
