// RFC 4180 CSV text from result rows (the full-result download, widgets and shares).

/** A cell a spreadsheet would run as a formula (OWASP's CSV injection rule): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written out ("-12.5", "+3", "1e-4") stays a number: it runs nothing. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  // a leading quote keeps the text as text when a spreadsheet opens the file
  if (typeof value !== "number" && typeof value !== "bigint" && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(cell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
