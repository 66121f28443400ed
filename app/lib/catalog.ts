// The schema catalog a connector produces and the question engine consumes (shared by web and worker).
export type Dialect = "postgresql" | "mysql";

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
  /** Text column whose values are mostly numbers written as text ("7,169", "$1.2m"). */
  numericText?: boolean;
}

export interface CatalogForeignKey {
  columns: string[];
  referencedTable: string; // unqualified: same schema unless referencedSchema is set
  /** Set only when the referenced table lives in another schema. */
  referencedSchema?: string;
  referencedColumns: string[];
  /** true when inferred from `*_id` naming rather than declared. */
  inferred: boolean;
}

export interface CatalogTable {
  schema: string;
  name: string;
  label?: string;
  description?: string;
  rowEstimate: number;
  columns: CatalogColumn[];
  primaryKey: string[];
  foreignKeys: CatalogForeignKey[];
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
