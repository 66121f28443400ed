// Maps each database's own type information onto our coarse ColumnKind.
import type { CatalogColumn, ColumnKind } from "~/lib/catalog";

/** PostgreSQL built-in type OIDs (pg_type.oid), stable across versions. */
export const PG_OID = {
  bool: 16,
  bytea: 17,
  char: 18,
  name: 19,
  int8: 20,
  int2: 21,
  int4: 23,
  text: 25,
  oid: 26,
  json: 114,
  float4: 700,
  float8: 701,
  money: 790,
  bpchar: 1042,
  varchar: 1043,
  date: 1082,
  time: 1083,
  timestamp: 1114,
  timestamptz: 1184,
  interval: 1186,
  timetz: 1266,
  numeric: 1700,
  uuid: 2950,
  jsonb: 3802,
} as const;

const PG_KIND_BY_OID = new Map<number, ColumnKind>([
  [PG_OID.bool, "boolean"],
  [PG_OID.int2, "integer"],
  [PG_OID.int4, "integer"],
  [PG_OID.int8, "integer"],
  [PG_OID.oid, "integer"],
  [PG_OID.float4, "decimal"],
  [PG_OID.float8, "decimal"],
  [PG_OID.numeric, "decimal"],
  [PG_OID.date, "date"],
  [PG_OID.timestamp, "timestamp"],
  [PG_OID.timestamptz, "timestamp"],
  [PG_OID.text, "text"],
  [PG_OID.varchar, "text"],
  [PG_OID.bpchar, "text"],
  [PG_OID.char, "text"],
  [PG_OID.name, "text"],
]);

export const PG_TYPE_NAMES = new Map<number, string>(Object.entries(PG_OID).map(([name, oid]) => [oid, name]));

/** Kind from a type OID, falling back to pg_type.typcategory for enums, domains of text and the like. */
export function pgKind(oid: number, category?: string): ColumnKind {
  const known = PG_KIND_BY_OID.get(oid);
  if (known) return known;
  switch (category) {
    case "S":
    case "E":
      return "text";
    case "N":
      return "decimal";
    case "B":
      return "boolean";
    default:
      return "other";
  }
}

const MYSQL_KIND_BY_DATA_TYPE: Record<string, ColumnKind> = {
  tinyint: "integer",
  smallint: "integer",
  mediumint: "integer",
  int: "integer",
  integer: "integer",
  bigint: "integer",
  year: "integer",
  decimal: "decimal",
  numeric: "decimal",
  float: "decimal",
  double: "decimal",
  real: "decimal",
  date: "date",
  datetime: "timestamp",
  timestamp: "timestamp",
  char: "text",
  varchar: "text",
  tinytext: "text",
  text: "text",
  mediumtext: "text",
  longtext: "text",
  enum: "text",
  set: "text",
};

/** Kind from information_schema.COLUMNS (DATA_TYPE, COLUMN_TYPE). */
export function mysqlColumnKind(dataType: string, columnType: string): ColumnKind {
  const type = dataType.toLowerCase();
  if (/^(tinyint\(1\)|bit\(1\))/i.test(columnType)) return "boolean";
  return MYSQL_KIND_BY_DATA_TYPE[type] ?? "other";
}

/** mysql2 column type codes (mysql2/lib/constants/types.js). */
const MYSQL_FIELD_KINDS: Record<number, ColumnKind> = {
  0x01: "integer",
  0x02: "integer",
  0x03: "integer",
  0x08: "integer",
  0x09: "integer",
  0x0d: "integer",
  0x00: "decimal",
  0xf6: "decimal",
  0x04: "decimal",
  0x05: "decimal",
  0x0a: "date",
  0x0e: "date",
  0x07: "timestamp",
  0x0c: "timestamp",
  0x0f: "text",
  0xfd: "text",
  0xfe: "text",
  0xf7: "text",
  0xf8: "text",
  0xf9: "text",
  0xfa: "text",
  0xfb: "text",
  0xfc: "text",
};

const BINARY_CHARSET = 63;
const BLOB_TYPES = new Set([0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe]);

export interface MysqlFieldInfo {
  columnType?: number;
  columnLength?: number;
  characterSet?: number;
}

/** Kind of a result column from the protocol's field description. */
export function mysqlFieldKind(field: MysqlFieldInfo): ColumnKind {
  const type = field.columnType ?? -1;
  if (type === 0x01 && field.columnLength === 1) return "boolean";
  if (BLOB_TYPES.has(type) && field.characterSet === BINARY_CHARSET) return "other";
  return MYSQL_FIELD_KINDS[type] ?? "other";
}

/** Whole-number columns a probe reads for their two values, to tell a 0/1 flag (keys never are one). */
export function mayBeFlag(column: CatalogColumn): boolean {
  return column.kind === "integer" && !column.isPrimaryKey;
}

/** Columns whose distinct values are worth sampling for the question engine. */
export function isSampleable(kind: ColumnKind, dataType: string): boolean {
  return kind === "text" && !/\b(uuid|blob|binary)\b/i.test(dataType);
}
