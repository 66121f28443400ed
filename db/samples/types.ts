// Shape of a sample database: plain data the loader turns into a PostgreSQL schema.

export type SampleRow = readonly unknown[];

export interface SampleForeignKey {
  column: string;
  /** Table in the same schema. */
  references: string;
  /** The referenced table's key column: `id` unless the reference names another ("carriers.code"). */
  referencedColumn: string;
}

export interface SampleTable {
  name: string;
  /** One line, stored as COMMENT ON TABLE and shown in the schema modal. */
  description: string;
  /** Column definitions and primary key, the body of CREATE TABLE (unqualified, no foreign keys). */
  ddl: string;
  columns: string[];
  /** Column name → plain-English meaning, stored as COMMENT ON COLUMN (terse legacy names need one). */
  columnComments: Record<string, string>;
  /** Declared after the bulk load, which is faster than checking row by row. */
  foreignKeys: SampleForeignKey[];
  /** Extra indexes (column lists) beyond the ones on foreign keys. */
  indexes: string[][];
  /** Generated on each call, lazily, identically every time. */
  rows: () => Iterable<SampleRow>;
}

export interface SampleDefinition {
  id: string;
  name: string;
  type: "postgresql";
  category: string;
  icon: string;
  /** A name for the icon, for screens without an emoji font. */
  iconName: "cart" | "music" | "chart" | "truck" | "database";
  description: string;
  /** PostgreSQL schema holding the tables; same as id. */
  schema: string;
  /** In foreign-key dependency order. */
  tables: SampleTable[];
}

export interface TableSpec {
  name: string;
  description: string;
  /** Column name → SQL type and constraints, in table order. */
  columns: Record<string, string>;
  primaryKey?: string[];
  /** Column → referenced table, or "table.column" when the key is not `id`. */
  references?: Record<string, string>;
  comments?: Record<string, string>;
  indexes?: string[][];
  rows: () => Iterable<SampleRow>;
}

/** Builds a SampleTable from one column map, so the DDL and the COPY column list cannot drift apart. */
export function defineTable(spec: TableSpec): SampleTable {
  const columns = Object.keys(spec.columns);
  const strays = Object.keys(spec.comments ?? {}).filter((column) => !columns.includes(column));
  if (strays.length) throw new Error(`${spec.name}: comments on unknown columns ${strays.join(", ")}`);
  const definitions = columns.map((column) => `${column} ${spec.columns[column]}`);
  if (spec.primaryKey) definitions.push(`PRIMARY KEY (${spec.primaryKey.join(", ")})`);
  return {
    name: spec.name,
    description: spec.description,
    ddl: definitions.join(",\n  "),
    columns,
    columnComments: spec.comments ?? {},
    foreignKeys: Object.entries(spec.references ?? {}).map(([column, target]) => {
      const [references, referencedColumn = "id"] = target.split(".");
      return { column, references, referencedColumn };
    }),
    indexes: spec.indexes ?? [],
    rows: spec.rows,
  };
}

/** Lazily computed, then kept: for small lookup tables that several generators share. */
export function memo<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
