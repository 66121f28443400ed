// The schema catalog a connector produces and the question engine consumes (shared by web and worker).

/**
 * The SQL dialects connections speak, one key per folder of app/connectors/dialects, whose registry fills this in
 * (ADR 059): app/lib stays pure and names no database.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface DialectRegistry {}
export type Dialect = keyof DialectRegistry & string;

/** Coarse type family of a column, enough for the engine and the chart recommender. */
export type ColumnKind = "integer" | "decimal" | "boolean" | "date" | "timestamp" | "text" | "other";

export interface CatalogColumn {
  name: string;
  /** Human label (e.g. the original CSV header); defaults to the name. */
  label?: string;
  /** The database's own type name, e.g. "numeric(10,2)". */
  dataType: string;
  kind: ColumnKind;
  nullable: boolean;
  isPrimaryKey: boolean;
  /** The column comment, when the database has one. */
  description?: string;
  /** For low-cardinality text columns: a sample of distinct values (bounded). */
  sampleValues?: string[];
  /** Estimated number of distinct values, when known. */
  distinctCount?: number;
  /** Whole-number column holding only 0 and 1 (in the probe's sample): a yes/no flag. */
  zeroOne?: boolean;
  /** Text column whose values are mostly numbers written as text ("7,169", "$1.2m"). */
  numericText?: boolean;
  /** Text column whose sampled values mostly look like dates or amounts: an answer using it says it is text. */
  textShape?: "dates" | "amounts";
  /** Other names people use for the column (a definition). */
  synonyms?: string[];
  /** A metric or segment a person defined: not stored in the table, computed by this SQL over its rows. */
  defined?: DefinedColumn;
  /** How its values read, as a person chose it (a definition's format: "currency:EUR", "percentage", ADR 048). */
  format?: string;
}

/** A definition the engine reads as a column of its table (see app/lib/definitions.ts). */
export interface DefinedColumn {
  kind: "metric" | "segment";
  /** The definition's name, as the interpretation names it. */
  name: string;
  /** A metric's expression (aggregate or per row) or a segment's condition, over `table.column` references. */
  sql: string;
}

export interface CatalogForeignKey {
  columns: string[];
  referencedTable: string; // unqualified: same schema unless referencedSchema is set
  /** Set only when the referenced table lives in another schema. */
  referencedSchema?: string;
  referencedColumns: string[];
  /** true when inferred (from names, checked on the data where possible) rather than declared. */
  inferred: boolean;
  /** For inferred keys: "data" when a bounded inclusion check confirmed it, "naming" when only names suggest it. */
  evidence?: "naming" | "data";
  /** The referencing columns are unique too, so at most one referencing row per referenced row (else many-to-one). */
  oneToOne?: true;
}

export interface CatalogTable {
  schema: string;
  name: string;
  label?: string;
  description?: string;
  rowEstimate: number;
  columns: CatalogColumn[];
  primaryKey: string[];
  /** The table declares no primary key; `primaryKey` is a key-like column the data showed unique and never null. */
  primaryKeyInferred?: true;
  foreignKeys: CatalogForeignKey[];
  /** A view or materialized view: a stored query over other tables, read only when no table holds what is asked. */
  view?: true;
  /** The engine's second reading of another table through its self-reference (an employee's manager); never introspected. */
  aliasOf?: string;
  /** Other names people use for the table (a definition). */
  synonyms?: string[];
  /** A metric's default time column (a definition): the date questions about "when" refer to. */
  definedDate?: string;
}

export interface SchemaCatalog {
  dialect: Dialect;
  tables: CatalogTable[];
  introspectedAt: string;
}

export interface ResultColumn {
  name: string;
  kind: ColumnKind;
  dataType?: string;
}

export interface QueryResult {
  columns: ResultColumn[];
  rows: Record<string, unknown>[];
  rowCount: number;
  truncated: boolean;
  /** Why the result stopped early: the row cap or the byte cap (RESULT_LIMITS). */
  truncatedBy?: "rows" | "bytes";
  /** Some cells were longer than RESULT_LIMITS.maxCellChars and end with "…". */
  cellsClipped?: boolean;
  executionTime: number;
}
