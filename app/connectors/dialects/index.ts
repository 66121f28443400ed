// The SQL dialects a connection may speak: one line per folder beside this file (ADR 059). Everything that differs
// between databases is read from here or from registry.server.ts, never decided by comparing a dialect's id.
import { z } from "zod";
import type { Dialect } from "~/lib/catalog";
import { mysql } from "./mysql/dialect";
import { postgresql } from "./postgresql/dialect";
import type { DialectSpec } from "./spec";

/** In the order the connect page offers them; the first is the default. */
export const DIALECTS = [postgresql, mysql] as const satisfies readonly DialectSpec[];

type Registered = { [Spec in (typeof DIALECTS)[number] as Spec["id"]]: Spec };

// app/lib is pure and imports nothing from here: it names the type, this module fills it in (as Remix's `Future`).
declare module "~/lib/catalog" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry is its whole body
  interface DialectRegistry extends Registered {}
}

export type { Dialect };

const byId = new Map<string, DialectSpec>(DIALECTS.map((spec) => [spec.id, spec]));
const ids = DIALECTS.map((spec) => spec.id) as [Dialect, ...Dialect[]];

export const DEFAULT_DIALECT: Dialect = DIALECTS[0].id;

/** Uploaded files live in the product's own PostgreSQL database. */
export const UPLOAD_DIALECT: Dialect = "postgresql";

export function isDialect(value: unknown): value is Dialect {
  return typeof value === "string" && byId.has(value);
}

export function dialectSpec(dialect: Dialect): DialectSpec {
  return byId.get(dialect)!;
}

/** A connection's type as people read it: the dialect's name, or CSV for an upload. */
export function connectionTypeLabel(type: string): string {
  if (type === "csv") return "CSV";
  return isDialect(type) ? dialectSpec(type).label : type;
}

/** The dialect a connection's SQL is written in: an upload is read in the database that stores it. */
export function dialectOfConnection(type: Dialect | "csv"): Dialect {
  return type === "csv" ? UPLOAD_DIALECT : type;
}

export const dialectSchema = z.enum(ids, { error: `Connection type must be ${ids.join(" or ")}` });
