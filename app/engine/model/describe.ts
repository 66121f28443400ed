// What the engine makes of a schema, for people to see (the data-model view): which tables are entities and the
// column that names their rows, which columns it adds up, a row's own money total, its natural date, and the
// measures it derives from several columns.
import type { SchemaCatalog } from "~/lib/catalog";
import type { TableModelReading } from "~/lib/data-model";
import type { Derived } from "./derived";
import { type ColumnInfo, type TableInfo } from "./schema-index";
import { getSchemaIndex } from "./build-index";
import { nameWords } from "../schema/name-words";
import { identifierWords } from "../schema/stem";

function formula(derived: Derived): string {
  switch (derived.kind) {
    case "line": {
      if (derived.total) return derived.total;
      const d = derived.discount;
      return `${derived.quantity} × ${derived.price}${d ? ` × (1 − ${d.column}${d.percent ? " / 100" : ""})` : ""}`;
    }
    case "discount":
      return `${derived.quantity} × ${derived.price} × ${derived.discount.column}${derived.discount.percent ? " / 100" : ""}`;
    case "margin":
      return `${derived.price} − ${derived.cost}`;
    case "duration":
      return `hours from ${derived.start} to ${derived.end}`;
    case "full_name":
      return `${derived.first} + ${derived.last}`;
    case "defined":
      return derived.sql;
  }
}

const own = (c: ColumnInfo) => !c.derived && !c.position;

/** A name's words as the engine reads them, when they say more than the name split at its separators. */
function readAs(name: string): string | undefined {
  const words = nameWords(name).join(" ");
  return words && words !== identifierWords(name).join(" ") ? words : undefined;
}

function readTableModel(info: TableInfo): TableModelReading {
  const table = readAs(info.name);
  return {
    ...(table ? { readAs: table } : {}),
    columnsReadAs: Object.fromEntries(
      info.columns.filter(own).flatMap((c) => {
        const words = readAs(c.column.name);
        return words ? [[c.column.name, words]] : [];
      }),
    ),
    ...(info.table.view ? { view: "read" as const } : {}),
    ...(info.labelColumn ? { labelColumn: info.labelColumn.column.name } : {}),
    ...(info.valueColumn ? { valueColumn: info.valueColumn.column.name } : {}),
    ...(info.naturalDate ? { naturalDate: info.naturalDate.column.name } : {}),
    measures: info.columns.filter((c) => own(c) && c.numeric && !c.numericText && !c.key).map((c) => c.column.name),
    numbersInText: info.columns.filter((c) => own(c) && c.numericText && !c.key).map((c) => c.column.name),
    derived: info.columns.flatMap((c) =>
      c.derived ? [{ name: c.column.name, label: c.display, formula: formula(c.derived) }] : [],
    ),
  };
}

/** The engine's reading of every introspected table, by table name. */
export function readModel(catalog: SchemaCatalog): Map<string, TableModelReading> {
  const index = getSchemaIndex(catalog);
  const served = index.servedViews.map((name): [string, TableModelReading] => [
    name,
    { view: "served", measures: [], numbersInText: [], derived: [], columnsReadAs: {} },
  ]);
  return new Map([
    ...index.tables
      .filter((t) => !t.table.aliasOf)
      .map((t): [string, TableModelReading] => [t.name, readTableModel(t)]),
    ...served,
  ]);
}
