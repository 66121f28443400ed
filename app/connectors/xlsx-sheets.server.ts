// A workbook read sheet by sheet and row by row with exceljs's streaming parsers (ADR 051): only the shared strings
// and the styles are held in memory, never a sheet. exceljs's own WorkbookReader reads the zip as one stream from its
// start and loses parts on Node ≥ 18 (exceljs issue 3064: the workbook part, written last, arrives after the sheets
// or never); here each part is opened through the zip's directory and handed to exceljs's parsers in the order they
// need: relationships, workbook, shared strings, styles, then the sheets in the workbook's order. The parts come as
// text decoded across chunks (exceljs decodes each chunk alone and breaks characters: issues 2063, 2316).
import type { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { isAppError } from "~/lib/errors";
import { readCell, type SheetRow } from "./xlsx-cells";
import { XLSX_MESSAGES, workbookInvalid } from "./xlsx-errors";
import { openZipEntry, type ZipEntry } from "./xlsx-zip.server";

export interface WorkbookSheet {
  name: string;
  /** The sheet's non-empty rows, in order. Read once. */
  rows: AsyncGenerator<SheetRow>;
}

type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string };

/** The parts of exceljs 4.4's WorkbookReader that parse one zip part each (pinned: package.json). */
interface ReaderParts {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ eventType: string; value: SheetReader }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; rId: string }[] };
  properties?: { model?: { date1904?: boolean } };
}

/** The worksheets of the workbook at `path` (its zip `entries`), in the workbook's order. */
export async function* readWorkbookSheets(path: string, entries: ZipEntry[]): AsyncGenerator<WorkbookSheet> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  // loaded with the first workbook: exceljs and its zip and XML libraries are ~200 modules every process would load
  const { default: Excel } = await import("exceljs");
  const reader = new Excel.stream.xlsx.WorkbookReader(path, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  }) as unknown as ReaderParts;
  const part = (name: string) => {
    const entry = byName.get(name);
    return entry ? unreadable(openZipEntry(path, entry)) : undefined;
  };
  const rels = await part("xl/_rels/workbook.xml.rels");
  if (rels) await unreadable(reader._parseRels(rels));
  await unreadable(reader._parseWorkbook((await part("xl/workbook.xml"))!));
  const strings = await part("xl/sharedStrings.xml");
  if (strings) await unreadable(drain(reader._parseSharedStrings(strings)));
  const styles = await part("xl/styles.xml");
  if (styles) await unreadable(reader._parseStyles(styles));
  const date1904 = Boolean(reader.properties?.model?.date1904);
  for (const sheet of worksheetsOf(reader)) {
    const entry = byName.get(sheet.part);
    if (!entry) continue;
    const stream = await unreadable(openZipEntry(path, entry));
    try {
      for (const { value } of reader._parseWorksheet(stream, sheet.number)) {
        value.name = sheet.name;
        yield { name: sheet.name, rows: sheetRows(value, date1904) };
      }
    } finally {
      stream.destroy(); // read to its end, or left early (a limit, a sheet skipped)
    }
  }
}

/** The workbook's worksheets in its order, with their zip parts (chart sheets have none and are left out). */
function worksheetsOf(reader: ReaderParts): { name: string; part: string; number: string }[] {
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  return (reader.model?.sheets ?? []).flatMap(({ name, rId }) => {
    const target = targets.get(rId);
    if (!target) return [];
    const part = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    const number = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(part)?.[1];
    return number || part.startsWith("xl/worksheets/") ? [{ name, part, number: number ?? "0" }] : [];
  });
}

async function drain(events: AsyncIterable<unknown>): Promise<void> {
  for await (const event of events) void event; // cached on the reader: nothing is emitted
}

async function* sheetRows(sheet: SheetReader, date1904: boolean): AsyncGenerator<SheetRow> {
  const rows = sheet[Symbol.asyncIterator]();
  for (let next = await unreadable(rows.next()); !next.done; next = await unreadable(rows.next())) {
    const row = next.value;
    const cells: SheetRow["cells"] = [];
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const reading = readCell(cell.value, cell.numFmt, date1904);
      if (reading) {
        cells[column] = reading;
        filled = true;
      }
    });
    if (filled) yield { number: row.number, cells };
  }
}

/** exceljs's own failures (malformed XML, a missing part) are the file's fault; ours keep their message. */
async function unreadable<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error)) throw error;
    const reason = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    throw workbookInvalid(XLSX_MESSAGES.unreadable(reason));
  }
}
