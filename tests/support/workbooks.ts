// Workbooks for the Excel upload's tests (ADR 051), written with exceljs as a spreadsheet program would save them,
// and zips that are not workbooks, written by hand.
import { crc32 } from "node:zlib";
import ExcelJS from "exceljs";

export type SheetSpec = {
  name: string;
  rows: unknown[][];
  /** Changes to the sheet after the rows are written (formats, merges). */
  shape?: (sheet: ExcelJS.Worksheet) => void;
};

/** An .xlsx file's bytes; each sheet's rows start at A1 (an undefined cell is left empty). */
export async function workbookBytes(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    spec.rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== undefined) sheet.getCell(r + 1, c + 1).value = value as ExcelJS.CellValue;
      }),
    );
    spec.shape?.(sheet);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const REGIONS = ["North", "South", "East", "West"];

/** A shop in two sheets: 8 customers with a region, 60 orders pointing at them by customer id, with dates and amounts. */
export function shopSheets(): SheetSpec[] {
  const customers = [["Customer ID", "Name", "Region"]];
  for (let id = 1; id <= 8; id++) customers.push([id, `Customer ${id}`, REGIONS[id % 4]!] as never);
  const orders: unknown[][] = [["Order ID", "Customer ID", "Amount", "Order date", "Paid"]];
  for (let i = 1; i <= 60; i++)
    orders.push([
      i,
      (i % 8) + 1,
      (1000 + i * 137 + 25 * (i % 3)) / 100,
      new Date(Date.UTC(2024, i % 12, (i % 27) + 1)),
      i % 5 !== 0,
    ]);
  return [
    { name: "Customers", rows: customers },
    { name: "Orders", rows: orders, shape: (sheet) => (sheet.getColumn(4).numFmt = "yyyy-mm-dd") },
  ];
}

/** Total amount per region, computed from `shopSheets` directly. */
export function shopTotalsByRegion(): Record<string, number> {
  const [customers, orders] = shopSheets();
  const region = new Map(customers!.rows.slice(1).map((row) => [row[0] as number, row[2] as string]));
  const totals: Record<string, number> = {};
  for (const row of orders!.rows.slice(1)) {
    const name = region.get(row[1] as number)!;
    totals[name] = Math.round(((totals[name] ?? 0) + (row[2] as number)) * 100) / 100;
  }
  return totals;
}

/**
 * A zip of stored (uncompressed) entries: enough for a zip that is not a workbook. `declared` makes the directory
 * state another unpacked size for an entry, as a zip bomb's does.
 */
export function storedZip(entries: Record<string, string>, declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const sum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(sum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(sum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared[name] ?? data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
