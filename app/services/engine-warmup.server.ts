// Issue 37: the first upload of a fresh web process waited for the engine's first question (its word lists and
// readers are built on first use, ~0.5 s) before its question chips appeared; later uploads did not. The process
// reads one question on a made-up table as it starts, off the request path, so no user pays for it.
import { translate } from "~/engine";
import type { SchemaCatalog } from "~/lib/catalog";

const column = (name: string, kind: "text" | "decimal" | "date") => ({
  name,
  dataType: kind === "decimal" ? "numeric" : kind,
  kind,
  nullable: true,
  isPrimaryKey: false,
});

const WARMUP_CATALOG: SchemaCatalog = {
  dialect: "postgresql",
  introspectedAt: new Date(0).toISOString(),
  tables: [
    {
      schema: "warmup",
      name: "orders",
      rowEstimate: 1,
      primaryKey: [],
      foreignKeys: [],
      columns: [column("category", "text"), column("amount", "decimal"), column("order_date", "date")],
    },
  ],
};

let warmed = false;

/** Reads a question once per process, after the current tick; failures only cost the warm-up. */
export function warmUpEngine(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      translate("total amount by category per month", { catalog: WARMUP_CATALOG, now: new Date() });
    } catch (error) {
      console.warn("[warmup] the engine's first question failed", error);
    }
  }, 0).unref();
}
