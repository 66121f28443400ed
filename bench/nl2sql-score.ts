// Scoring for the question-engine benchmark: execution match for our own sets, answer match for WikiTableQuestions.

const TOLERANCE = 1e-6;

/** A cell as text: dates as ISO days, numbers as plain decimals. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

function asNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/,(?=\d{3}\b)/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return undefined;
  return Number(cleaned);
}

export function sameNumber(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** Dates and timestamps in one spelling: "2024-01-05", or "2024-01-05 10:30:00" in UTC; midnight reads as the day. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function canonicalDate(text: string): string | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, day, hm, seconds = ":00", zone] = m;
  if (!hm) return day;
  let stamp = `${day} ${hm}${seconds}`;
  if (zone) {
    const offset =
      zone === "Z" ? "Z" : zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
    const utc = new Date(`${day}T${hm}${seconds}${offset}`);
    if (Number.isNaN(utc.getTime())) return undefined;
    stamp = utc.toISOString().replace("T", " ").replace("Z", "");
  }
  stamp = stamp.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
  return stamp.endsWith(" 00:00:00") ? stamp.slice(0, 10) : stamp;
}

/** A result cell for execution comparison: text, with dates and timestamps spelled one way. */
function resultCell(value: unknown): string | null {
  const text = value instanceof Date ? value.toISOString() : cellText(value);
  return text === null ? null : (canonicalDate(text) ?? text);
}

/**
 * `gold` first: a gold that rounds (ROUND(100.0 * x / y, 2) written as "12.68") equals the unrounded answer it
 * rounds from — the question asked for the percentage, not for its second decimal.
 */
function sameCell(gold: string | null, pred: string | null): boolean {
  if (gold === null || pred === null) return gold === pred;
  if (sameMonth(gold, pred) || sameMonth(pred, gold)) return true;
  if (truth(gold) !== undefined && truth(gold) === truth(pred)) return true;
  const x = asNumber(gold);
  const y = asNumber(pred);
  if (x === undefined || y === undefined) return gold === pred;
  const places = /\.(\d{2,4})$/.exec(gold.trim())?.[1].length;
  // (within half a unit of the last place: the database rounds 2404.995 half up, toFixed's binary double down)
  if (places !== undefined && !Number.isInteger(y) && Math.abs(x - y) <= 0.5 * 10 ** -places + 1e-9) return true;
  return sameNumber(x, y);
}

/** A month written "2025-03" (to_char) and the same month as its first day, "2025-03-01" (date_trunc). */
function sameMonth(month: string, day: string): boolean {
  return /^\d{4}-\d{2}$/.test(month) && day === `${month}-01`;
}

/** A yes/no answer however it is written: EXISTS gives true/false (t/f in text), an answer column yes/no. */
function truth(cell: string): boolean | undefined {
  const v = cell.trim().toLowerCase();
  return ["true", "t", "yes"].includes(v) ? true : ["false", "f", "no"].includes(v) ? false : undefined;
}

/** Sort key that makes equal-within-tolerance numbers adjacent. */
function sortKey(cell: string | null): string {
  if (cell === null) return "\u0000";
  const n = asNumber(cell);
  return n !== undefined ? `#${n.toPrecision(9)}` : `s${cell.replace(/^(\d{4}-\d{2})-01$/, "$1")}`;
}

type Cell = string | null;
type Columns = Cell[][];

export interface ResultRows {
  rows: Record<string, unknown>[];
  columns: string[];
}

/**
 * How row order is judged: `false` ignores it, `true` compares row by row, `{ keys }` compares in order but lets
 * rows tied on those gold columns (indexes) swap, as a query's ORDER BY leaves their order to the database.
 */
export type RowOrder = boolean | { keys: number[] };

function columnsOf(result: ResultRows): Columns {
  return result.columns.map((name) => result.rows.map((row) => resultCell(row[name])));
}

const byKey = (a: Cell, b: Cell) => sortKey(a).localeCompare(sortKey(b));

/** A gold column's values equal a predicted column's values as a multiset (the cheap test before mapping rows). */
function sameMultiset(gold: Cell[], pred: Cell[]): boolean {
  if (gold.length !== pred.length) return false;
  const g = [...gold].sort(byKey);
  const p = [...pred].sort(byKey);
  return g.every((cell, i) => sameCell(cell, p[i]));
}

/**
 * Execution match: as many rows, and every gold column maps to a distinct predicted column such that the rows,
 * projected on those columns, are equal as multisets (in order when `order` says so). Extra predicted columns are
 * allowed; column names and column order are ignored.
 */
export function sameResult(gold: ResultRows, pred: ResultRows, order: RowOrder): boolean {
  if (gold.rows.length !== pred.rows.length) return false;
  const g = columnsOf(gold);
  const own = columnsOf(pred);
  // each predicted column, and the same periods written as a gold may write them (years, months of one year)
  const p = own.flatMap((cells, origin) => [cells, ...periodForms(cells)].map((form) => ({ cells: form, origin })));
  const cells = p.map((c) => c.cells);
  const assign = (gi: number, used: Set<number>, mapping: number[]): boolean => {
    if (gi === g.length) return sameRowsUnder(g, cells, mapping, order);
    for (let pi = 0; pi < p.length; pi++) {
      if (used.has(p[pi].origin) || !sameMultiset(g[gi], p[pi].cells)) continue;
      used.add(p[pi].origin);
      if (assign(gi + 1, used, [...mapping, pi])) return true;
      used.delete(p[pi].origin);
    }
    return false;
  };
  return assign(0, new Set(), []);
}

/**
 * A column of periods' first days also read as the gold may write those periods: "1985-01-01" as the year 1985
 * (EXTRACT(YEAR …)), and first days of months of one year as their month numbers (EXTRACT(MONTH …) under a filter
 * to that year). Other days are no period.
 */
function periodForms(column: Cell[]): Cell[][] {
  const days = column.map((c) =>
    c === null ? undefined : /^(\d{4})-(\d{2})-01(?:[ T]00:00:00(?:\.0+)?)?$/.exec(c.trim()),
  );
  if (!column.length || days.some((d) => !d)) return [];
  const forms: Cell[][] = [];
  if (days.every((d) => d![2] === "01")) forms.push(days.map((d) => d![1]));
  if (new Set(days.map((d) => d![1])).size === 1) forms.push(days.map((d) => String(Number(d![2]))));
  return forms;
}

const rowKey = (row: Cell[]) => row.map(sortKey).join("\u0001");
const sameRow = (a: Cell[], b: Cell[]) => a.every((cell, c) => sameCell(cell, b[c]));

function sameRowMultiset(gold: Cell[][], pred: Cell[][]): boolean {
  const gs = [...gold].sort((a, b) => rowKey(a).localeCompare(rowKey(b)));
  const ps = [...pred].sort((a, b) => rowKey(a).localeCompare(rowKey(b)));
  return gs.every((row, r) => sameRow(row, ps[r]));
}

function sameRowsUnder(g: Columns, p: Columns, mapping: number[], order: RowOrder): boolean {
  const rowCount = g[0]?.length ?? 0;
  const gold = Array.from({ length: rowCount }, (_, r) => g.map((col) => col[r]));
  const pred = Array.from({ length: rowCount }, (_, r) => mapping.map((pi) => p[pi][r]));
  if (order === false) return sameRowMultiset(gold, pred);
  if (order === true) return gold.every((row, r) => sameRow(row, pred[r]));
  // Runs of gold rows tied on the sort keys compare as multisets, run by run.
  const tied = (a: Cell[], b: Cell[]) => order.keys.every((k) => sameCell(a[k], b[k]));
  for (let start = 0; start < rowCount;) {
    let end = start + 1;
    while (end < rowCount && tied(gold[start], gold[end])) end++;
    if (!sameRowMultiset(gold.slice(start, end), pred.slice(start, end))) return false;
    start = end;
  }
  return true;
}

/** The SQL's top-level words and punctuation, with string literals, quoted identifiers' quotes and nested parentheses left out. */
function topLevelTokens(sql: string): string[] {
  const tokens: string[] = [];
  const re = /'(?:[^']|'')*'|"((?:[^"]|"")*)"|--[^\n]*|\/\*[\s\S]*?\*\/|([(),;.])|([^\s'"(),;.]+)/g;
  let depth = 0;
  for (let m = re.exec(sql); m; m = re.exec(sql)) {
    const [text, quoted, punct, word] = m;
    if (punct === "(") depth++;
    else if (punct === ")") depth--;
    else if (depth === 0 && (punct || word || quoted !== undefined))
      tokens.push(
        quoted !== undefined ? quoted.replace(/""/g, '"') : text.startsWith("'") ? "'" : (punct ?? word.toLowerCase()),
      );
  }
  return tokens;
}

/**
 * Row order per the defog rule: it counts only when the gold query ends with a top-level ORDER BY (a LIMIT/OFFSET may
 * follow) whose every key is an output column, named or by position; rows tied on those keys may then swap.
 */
export function goldRowOrder(goldSql: string, columns: string[]): RowOrder {
  const tokens = topLevelTokens(goldSql);
  while (tokens.at(-1) === ";") tokens.pop();
  let at = -1;
  for (let i = tokens.length - 2; i >= 0; i--)
    if (tokens[i] === "order" && tokens[i + 1] === "by") {
      at = i;
      break;
    }
  if (at < 0) return false;
  const tail = tokens.slice(at + 2);
  const stop = tail.findIndex((t) => ["limit", "offset", "fetch"].includes(t));
  const clause = stop < 0 ? tail : tail.slice(0, stop);
  // A later clause other than LIMIT/OFFSET (e.g. ORDER BY inside a UNION's last branch) means no top-level order.
  if (clause.some((t) => ["union", "intersect", "except", "from", "where", "select"].includes(t))) return false;
  const keys: number[] = [];
  for (const item of splitOn(clause, ",")) {
    const words = item.filter((t) => !["asc", "desc", "nulls", "first", "last"].includes(t));
    const name = words.at(-1);
    if (!name || words.some((w, i) => i % 2 === 1 && w !== ".")) return false;
    const position =
      /^\d+$/.test(name) && words.length === 1
        ? Number(name) - 1
        : columns.findIndex((c) => c.toLowerCase() === name.toLowerCase());
    if (position < 0 || position >= columns.length) return false;
    keys.push(position);
  }
  return keys.length ? { keys } : false;
}

function splitOn(tokens: string[], separator: string): string[][] {
  const parts: string[][] = [[]];
  for (const t of tokens) t === separator ? parts.push([]) : parts.at(-1)!.push(t);
  return parts;
}

/** WikiTableQuestions normalisation: case, accents, white space; numbers as numbers. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

function answerNumber(text: string): number | undefined {
  const t = text.replace(/,(?=\d{3}\b)/g, "").trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : undefined;
}

function sameAnswer(gold: string, value: string): boolean {
  const g = normaliseAnswer(gold);
  const v = normaliseAnswer(value);
  if (g === v) return true;
  const gn = answerNumber(g);
  const vn = answerNumber(v);
  if (gn !== undefined && vn !== undefined) return sameNumber(gn, vn);
  const lead = g.match(/^([-+]?[\d,]*\.?\d+)\s+[a-z][a-z .]*$/);
  if (lead && vn !== undefined) return sameNumber(answerNumber(lead[1])!, vn);
  return false;
}

function sameAnswerSet(gold: string[], values: string[]): boolean {
  const distinct = [...new Set(values.map(normaliseAnswer))];
  const goldSet = [...new Set(gold.map(normaliseAnswer))];
  if (distinct.length !== goldSet.length) return false;
  return (
    goldSet.every((g) => distinct.some((v) => sameAnswer(g, v))) &&
    distinct.every((v) => goldSet.some((g) => sameAnswer(g, v)))
  );
}

/** Correct when the gold set equals the set of values of one column, or of all cells of a one-row result. */
export function matchesAnswers(
  answers: string[],
  result: { rows: Record<string, unknown>[]; columns: string[] },
): boolean {
  if (!result.rows.length) return false;
  for (const column of result.columns) {
    const values = result.rows.map((row) => cellText(row[column])).filter((v): v is string => v !== null);
    if (values.length === result.rows.length && sameAnswerSet(answers, values)) return true;
  }
  if (result.rows.length === 1) {
    const cells = result.columns.map((c) => cellText(result.rows[0][c])).filter((v): v is string => v !== null);
    if (sameAnswerSet(answers, cells)) return true;
  }
  return false;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Tally {
  total: number;
  correct: number;
}

export function tallyTable(title: string, rows: Map<string, Tally>): string {
  const lines = [`${title.padEnd(28)} ${"correct".padStart(8)} ${"total".padStart(6)} ${"accuracy".padStart(9)}`];
  for (const [key, t] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(
      `${key.padEnd(28)} ${String(t.correct).padStart(8)} ${String(t.total).padStart(6)} ${`${((100 * t.correct) / Math.max(1, t.total)).toFixed(1)}%`.padStart(9)}`,
    );
  }
  return lines.join("\n");
}

export function bump(map: Map<string, Tally>, key: string, correct: boolean) {
  const t = map.get(key) ?? { total: 0, correct: 0 };
  t.total++;
  if (correct) t.correct++;
  map.set(key, t);
}
