// A connection's data model as people see it (the data-model view and the workbook summary): tables with row counts,
// columns with types and keys, relationships, and what the engine made of each table. Built by
// app/services/data-model.server.ts, the table readings by the engine (model/describe.ts).
import type { ColumnKind, Dialect } from "./catalog";

export interface DerivedMeasureReading {
  name: string;
  label: string;
  /** How it is computed, in words over column names ("quantity × unit_price × (1 − discount)"). */
  formula: string;
}

export interface TableModelReading {
  /** The column that names a row ("name", "title"; "full_name" when first and last names make one). */
  labelColumn?: string;
  /** The row's own money total ("order value"). */
  valueColumn?: string;
  /** The date a question about "when" refers to, when none is named. */
  naturalDate?: string;
  /** Numeric columns the engine sums and averages (keys and the CSV row position left out). */
  measures: string[];
  /** Text columns whose values are numbers ("7,169", "10115"): compared and summed by their leading number. */
  numbersInText: string[];
  derived: DerivedMeasureReading[];
  /** The words the engine reads in the table's name, when they are more than its parts ("tbl_mbr" → member). */
  readAs?: string;
  /** The same for columns, by name ("quantityshipped" → quantity shipped, "star_rtg" → star rating). */
  columnsReadAs: Record<string, string>;
  /**
   * A view: "served" when the tables hold what it speaks of, so questions are answered from them and not from its
   * rows (schema/views.ts); "read" when it is read like a table.
   */
  view?: "served" | "read";
}

export interface ModelColumn {
  name: string;
  label: string;
  type: string;
  kind: ColumnKind;
  nullable: boolean;
  primaryKey: boolean;
  references?: { table: string; column: string; inferred: boolean };
  description?: string;
}

export interface ModelRelationship {
  from: { table: string; columns: string[] };
  to: { table: string; columns: string[]; schema?: string };
  inferred: boolean;
  /** For inferred ones: confirmed by the data, or suggested by names only. */
  evidence?: "naming" | "data";
  cardinality: "many-to-one" | "one-to-one";
}

export interface ModelTable {
  schema: string;
  name: string;
  label: string;
  description?: string;
  rowCount: number;
  /** Counted now (true) or the database's own estimate (false). */
  rowCountExact: boolean;
  primaryKey: string[];
  primaryKeyInferred: boolean;
  columns: ModelColumn[];
  engine: TableModelReading;
}

export interface DataModel {
  connection: { id: string; name: string; type: string };
  dialect: Dialect;
  introspectedAt: string;
  tables: ModelTable[];
  relationships: ModelRelationship[];
}
