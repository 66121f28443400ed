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

function sameCell(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== undefined && y !== undefined) return sameNumber(x, y);
  return a === b;
}

/** Sort key that makes equal-within-tolerance numbers adjacent. */
function sortKey(cell: string | null): string {
  if (cell === null) return "\u0000";
  const n = asNumber(cell);
  return n !== undefined ? `#${n.toPrecision(9)}` : `s${cell}`;
}

type Rows = (string | null)[][];

function columnsOf(rows: Record<string, unknown>[], names: string[]): Rows {
  return names.map((name) => rows.map((row) => cellText(row[name])));
}

function sameColumn(gold: (string | null)[], pred: (string | null)[], ordered: boolean): boolean {
  if (gold.length !== pred.length) return false;
  const g = ordered ? gold : [...gold].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const p = ordered ? pred : [...pred].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return g.every((cell, i) => sameCell(cell, p[i]));
}

/**
 * Same result: as many rows, and every gold column matched by a distinct predicted column holding the same values
 * row by row (order-insensitive unless `ordered`). Extra predicted columns (e.g. the value a ranking used) are allowed.
 */
export function sameResult(gold: { rows: Record<string, unknown>[]; columns: string[] }, pred: { rows: Record<string, unknown>[]; columns: string[] }, ordered: boolean): boolean {
  if (gold.rows.length !== pred.rows.length) return false;
  const g = columnsOf(gold.rows, gold.columns);
  const p = columnsOf(pred.rows, pred.columns);
  const assign = (gi: number, used: Set<number>, mapping: number[]): boolean => {
    if (gi === g.length) return sameRowsUnder(g, p, mapping, ordered);
    for (let pi = 0; pi < p.length; pi++) {
      if (used.has(pi) || !sameColumn(g[gi], p[pi], ordered)) continue;
      used.add(pi);
      if (assign(gi + 1, used, [...mapping, pi])) return true;
      used.delete(pi);
    }
    return false;
  };
  return assign(0, new Set(), []);
}

function sameRowsUnder(g: Rows, p: Rows, mapping: number[], ordered: boolean): boolean {
  const rowCount = g[0]?.length ?? 0;
  const gold = Array.from({ length: rowCount }, (_, r) => g.map((col) => col[r]));
  const pred = Array.from({ length: rowCount }, (_, r) => mapping.map((pi) => p[pi][r]));
  const key = (row: (string | null)[]) => row.map(sortKey).join("\u0001");
  const gs = ordered ? gold : [...gold].sort((a, b) => key(a).localeCompare(key(b)));
  const ps = ordered ? pred : [...pred].sort((a, b) => key(a).localeCompare(key(b)));
  return gs.every((row, r) => row.every((cell, c) => sameCell(cell, ps[r][c])));
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
  return goldSet.every((g) => distinct.some((v) => sameAnswer(g, v))) && distinct.every((v) => goldSet.some((g) => sameAnswer(g, v)));
}

/** Correct when the gold set equals the set of values of one column, or of all cells of a one-row result. */
export function matchesAnswers(answers: string[], result: { rows: Record<string, unknown>[]; columns: string[] }): boolean {
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
    lines.push(`${key.padEnd(28)} ${String(t.correct).padStart(8)} ${String(t.total).padStart(6)} ${`${((100 * t.correct) / Math.max(1, t.total)).toFixed(1)}%`.padStart(9)}`);
  }
  return lines.join("\n");
}

export function bump(map: Map<string, Tally>, key: string, correct: boolean) {
  const t = map.get(key) ?? { total: 0, correct: 0 };
  t.total++;
  if (correct) t.correct++;
  map.set(key, t);
}
