// Type inference for CSV text, in SQL over staged text and in JS over the streamed bytes, with one set
// of rules. A column gets a type only when every one of its values matches that type's pattern, so
// the casts can never fail on a later row.
export type ColumnType = "bigint" | "numeric" | "boolean" | "date" | "timestamp" | "timestamptz" | "text";
export type TypedColumn = Exclude<ColumnType, "text">;

interface Rule {
  /** The bit that stands for this type in an aggregated mask. */
  bit: number;
  /** Bits a matching value is compatible with: an integer also fits numeric, a date a timestamp. */
  fits: number;
  /** SQL that is true when the (non-empty) value `v` has this type's form. */
  test: (v: string) => string;
  /** The same test on a JS string. */
  accepts: (value: string) => boolean;
  leapDay?: boolean;
}

// Written without {n} bounds: Postgres builds a pattern's automaton afresh for every value, and
// bounded repeats multiply its states (measured 3-4 times slower).
const DATE =
  "[1-9][0-9][0-9][0-9]-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31|02-29)";
const TIME = "[ T]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9]([.][0-9]+)?)?";
const ZONE = "(Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)";
const BOOLEANS = ["t", "true", "f", "false", "y", "yes", "n", "no"];

/** A pattern both as SQL and as a JS test (the patterns use only syntax the two dialects share). */
function matches(pattern: string, maxLength = Infinity): Pick<Rule, "test" | "accepts"> {
  const regex = new RegExp(pattern);
  return {
    test: (v) =>
      maxLength < Infinity ? `length(${v}) <= ${maxLength} AND ${v} ~ '${pattern}'` : `${v} ~ '${pattern}'`,
    accepts: (value) => value.length <= maxLength && regex.test(value),
  };
}

// Leading zeros keep a column as text (zip codes, ids); so do thousands separators and currency
// signs, because "1,234" is 1234 in one locale and 1.234 in another: the engine reads such text.
// Length limits keep values inside bigint's and the date parser's ranges.
const RULES: Record<TypedColumn, Rule> = {
  bigint: { bit: 1, fits: 3, ...matches("^[-+]?(0|[1-9][0-9]*)$", 18) },
  numeric: {
    bit: 2,
    fits: 2,
    ...matches("^[-+]?((0|[1-9][0-9]*)([.][0-9]*)?|[.][0-9]+)([eE][-+]?[0-9][0-9]?[0-9]?)?$", 200),
  },
  // A list is exact too, and much cheaper than a case-insensitive pattern.
  boolean: {
    bit: 4,
    fits: 4,
    test: (v) => `lower(${v}) IN (${BOOLEANS.map((b) => `'${b}'`).join(", ")})`,
    accepts: (value) => value.length <= 5 && BOOLEANS.includes(value.toLowerCase()),
  },
  date: { bit: 8, fits: 24, ...matches(`^${DATE}$`), leapDay: true },
  timestamp: { bit: 16, fits: 16, ...matches(`^${DATE}${TIME}$`, 40), leapDay: true },
  timestamptz: { bit: 32, fits: 32, ...matches(`^${DATE}${TIME}${ZONE}$`, 48), leapDay: true },
};

/** Typed columns in order of preference: a column fitting several gets the first. */
export const TYPED_COLUMNS = Object.keys(RULES) as TypedColumn[];
export const EMPTY_MASK = 63;

/** The checks worth running over all rows once a sample suggested a type (cheapest first). */
const FAMILIES: Record<TypedColumn | "unknown", TypedColumn[]> = {
  bigint: ["bigint", "numeric"],
  numeric: ["numeric"],
  boolean: ["boolean"],
  date: ["date", "timestamp"],
  timestamp: ["timestamp", "date"],
  timestamptz: ["timestamptz"],
  unknown: TYPED_COLUMNS,
};

export type Candidate = ColumnType | "unknown";

/**
 * The file position column's definition. One session numbers the rows 1..n either way; a cache spares
 * the sequence a lock and a WAL record every 32 rows (measured 0.1 s of 1.1 s COPY CPU on 50 MB).
 */
export const ROW_IDENTITY = "bigint GENERATED ALWAYS AS IDENTITY (CACHE 1000)";

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** SQL for the bits one value fits: all bits when empty, 0 when it fits no type. */
export function valueMaskSql(column: string, types: TypedColumn[]): string {
  const v = quoteIdent(column);
  const branches = types.map((type) => {
    const rule = RULES[type];
    return `WHEN ${rule.test(v)} THEN ${rule.leapDay ? leapDayGuard(v, rule.fits) : rule.fits}`;
  });
  return `CASE WHEN ${v} IS NULL OR ${v} = '' THEN ${EMPTY_MASK} ${branches.join(" ")} ELSE 0 END`;
}

/**
 * `valueMaskSql` in JS, narrowed to what can still change `mask` (a column's AND so far): the types
 * whose bits it has lost are not tested again, and `mask & valueMask(v, mask)` is the same as with
 * every type tested. Non-ASCII text never matches (the patterns are ASCII), so a latin1 decode will do.
 */
export function valueMask(value: string, mask: number): number {
  if (value === "") return EMPTY_MASK;
  for (const type of TYPED_COLUMNS) {
    const rule = RULES[type];
    if ((rule.fits & mask) === 0 || !rule.accepts(value)) continue;
    return rule.leapDay && value.slice(5, 10) === "02-29" && !isLeapYear(Number(value.slice(0, 4))) ? 0 : rule.fits;
  }
  return 0;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The patterns accept 02-29 of every year; only leap years have one. */
function leapDayGuard(v: string, fits: number): string {
  const year = `substr(${v}, 1, 4)::int`;
  const leap = `(${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0))`;
  return `CASE WHEN substr(${v}, 6, 5) = '02-29' AND NOT ${leap} THEN 0 ELSE ${fits} END`;
}

/**
 * One aggregate query over `from` giving, per column, the AND of its values' masks.
 * Columns whose candidate is text are left out: text needs no check.
 */
export function maskQuery(from: string, columns: { name: string; candidate: Candidate }[]): string | null {
  const checks = columns
    .map(({ name, candidate }, index) =>
      candidate === "text" ? null : `bit_and(${valueMaskSql(name, FAMILIES[candidate])}) AS m${index}`,
    )
    .filter((check): check is string => check !== null);
  return checks.length ? `SELECT ${checks.join(", ")} FROM ${from}` : null;
}

/** The type a whole column gets from its aggregated mask; all-empty columns stay text. */
export function typeFromMask(mask: number | null | undefined): ColumnType {
  if (mask === null || mask === undefined || mask === EMPTY_MASK) return "text";
  return TYPED_COLUMNS.find((type) => (mask & RULES[type].bit) !== 0) ?? "text";
}

/** What a sample's mask suggests: "unknown" when the sample had only empty values. */
export function candidateFromMask(mask: number | null | undefined): Candidate {
  return mask === null || mask === undefined || mask === EMPTY_MASK ? "unknown" : typeFromMask(mask);
}

/** The select list that turns staged text into typed columns; empty strings become NULL. */
export function castSelectList(columns: { name: string; type: ColumnType }[]): string {
  return columns
    .map(({ name, type }) => {
      const v = quoteIdent(name);
      return type === "text" ? v : `NULLIF(${v}, '')::${type} AS ${v}`;
    })
    .join(", ");
}

/**
 * A type the user chose for a column (re-import with changes): looser than inference where the user's word settles
 * the doubt — leading zeros ("007" as 7) and surrounding spaces are accepted — and otherwise the same forms.
 */
const CHOSEN_FORMS: Record<TypedColumn, string> = {
  bigint: "^[-+]?[0-9]+$",
  numeric: "^[-+]?([0-9]+([.][0-9]*)?|[.][0-9]+)([eE][-+]?[0-9][0-9]?[0-9]?)?$",
  boolean: "",
  date: `^${DATE}$`,
  timestamp: `^${DATE}(${TIME})?$`,
  timestamptz: `^${DATE}${TIME}${ZONE}$`,
};

/** SQL true when the trimmed, non-empty text `v` converts to the chosen type. */
export function chosenTypeTest(column: string, type: TypedColumn): string {
  const v = `btrim(${quoteIdent(column)})`;
  if (type === "boolean") return RULES.boolean.test(v);
  const form = `${v} ~ '${CHOSEN_FORMS[type]}'`;
  // bigint's 19th digit may overflow; dates keep the leap-day rule of inference
  if (type === "bigint") return `CASE WHEN ${form} THEN length(ltrim(ltrim(${v}, '+-'), '0')) <= 18 ELSE false END`;
  if (type === "numeric") return `CASE WHEN length(${v}) <= 200 THEN ${form} ELSE false END`;
  return `CASE WHEN ${form} THEN ${leapDayGuard(v, 1)} ELSE 0 END = 1`;
}

/** The select list with the user's chosen types: converted from trimmed text, empty values NULL. */
export function chosenCastSelectList(columns: { name: string; type: ColumnType; chosen: boolean }[]): string {
  return columns
    .map(({ name, type, chosen }) => {
      const v = quoteIdent(name);
      if (!chosen || type === "text") return castSelectList([{ name, type }]);
      return `NULLIF(btrim(${v}), '')::${type} AS ${v}`;
    })
    .join(", ");
}

/**
 * ADR 050: a column keeps a type when at most 2 % of its non-empty values (and at least 50 values were seen) do not
 * have its form; those values are left empty and reported. Fewer values, or more bad ones, and the column is text.
 */
export const TOLERANCE = { share: 0.02, minValues: 50 } as const;

/** Per column, over all its values: how many are non-empty, how many miss each type, and whether some look like codes. */
export interface ColumnCounts {
  nonEmpty: number;
  /** Values (non-empty) that do not have each type's form. */
  misses: Partial<Record<TypedColumn, number>>;
  /** Some value is a whole number with leading zeros ("007"): a code, so never a number with the rest left empty. */
  leadingZeros: boolean;
}

const LEADING_ZEROS = "^[-+]?0[0-9]+$";

/** The number of misses a column of `nonEmpty` values may have and keep a type. */
export function toleratedMisses(nonEmpty: number): number {
  return nonEmpty >= TOLERANCE.minValues ? Math.floor(nonEmpty * TOLERANCE.share) : 0;
}

/**
 * One query over `from` counting, per column not already text, its non-empty values and the values that miss each
 * type of its family: the mask of each value is computed once (in a subquery) and tested bit by bit.
 */
export function countQuery(from: string, columns: { name: string; candidate: Candidate }[]): string | null {
  const inner: string[] = [];
  const outer: string[] = [];
  columns.forEach(({ name, candidate }, i) => {
    if (candidate === "text") return;
    inner.push(
      `${valueMaskSql(name, FAMILIES[candidate])} AS m${i}`,
      `${quoteIdent(name)} ~ '${LEADING_ZEROS}' AS z${i}`,
    );
    outer.push(`count(*) FILTER (WHERE m${i} <> ${EMPTY_MASK}) AS n${i}`, `bool_or(z${i}) AS z${i}`);
    for (const type of FAMILIES[candidate])
      outer.push(`count(*) FILTER (WHERE m${i} & ${RULES[type].bit} = 0) AS "${type}${i}"`);
  });
  return outer.length ? `SELECT ${outer.join(", ")} FROM (SELECT ${inner.join(", ")} FROM ${from}) AS masks` : null;
}

/** The counts of column `i` from a `countQuery` row; null when the column was not counted. */
export function countsOf(row: Record<string, unknown>, i: number, candidate: Candidate): ColumnCounts | null {
  if (candidate === "text" || row[`n${i}`] === undefined) return null;
  const misses: ColumnCounts["misses"] = {};
  for (const type of FAMILIES[candidate]) misses[type] = Number(row[`${type}${i}`]);
  return { nonEmpty: Number(row[`n${i}`]), misses, leadingZeros: row[`z${i}`] === true };
}

/** The first type (in order of preference) the counts allow, and how many values it leaves empty. */
export function typeFromCounts(counts: ColumnCounts | null): { type: ColumnType; misses: number } {
  if (!counts || counts.nonEmpty === 0) return { type: "text", misses: 0 };
  // A type that holds every value first: dates among timestamps are not bad values.
  const exact = TYPED_COLUMNS.find((type) => counts.misses[type] === 0);
  if (exact) return { type: exact, misses: 0 };
  const allowed = toleratedMisses(counts.nonEmpty);
  const codes = counts.leadingZeros;
  const tolerated = TYPED_COLUMNS.find((type) => {
    const misses = counts.misses[type];
    return misses !== undefined && misses <= allowed && !(codes && (type === "bigint" || type === "numeric"));
  });
  return tolerated ? { type: tolerated, misses: counts.misses[tolerated]! } : { type: "text", misses: 0 };
}

/** SQL true when the non-empty text `v` has the inferred type's form (the same rules as the masks). */
export function inferredTypeTest(column: string, type: TypedColumn): string {
  return `(${valueMaskSql(column, [type])}) & ${RULES[type].bit} <> 0`;
}
