// The compiler writes SQL through the dialect the catalog names; what differs per database lives in its folder,
// app/connectors/dialects/<id>/sql.ts (ADR 059).
import { dialectSpec } from "~/connectors/dialects";
import type { SqlDialect } from "~/connectors/dialects/spec";
import type { Dialect } from "~/lib/catalog";

export type { SqlDialect };

export function dialectFor(name: Dialect): SqlDialect {
  return dialectSpec(name).sql;
}
