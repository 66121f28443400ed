import { describe, expect, it } from "vitest";
import { alertMail, MAIL_TABLE_ROWS, snapshotOf, subscriptionMail } from "./schedule-mail.server";

const result = (columns: [string, "integer" | "text"][], rows: Record<string, unknown>[]) => ({
  columns: columns.map(([name, kind]) => ({ name, kind })),
  rows,
  rowCount: rows.length,
});

describe("subscription and alert e-mails", () => {
  it("reads one number as a KPI and anything else as its first rows, numbers formatted and on the right", () => {
    expect(snapshotOf("Orders", result([["orders", "integer"]], [{ orders: "23215" }]))).toEqual({
      kind: "kpi",
      title: "Orders",
      kpi: { label: "Orders", value: "23,215" },
    });
    const rows = Array.from({ length: 14 }, (_, i) => ({ status: `s${i}`, orders: 1000 + i }));
    const table = snapshotOf(
      "By status",
      result(
        [
          ["status", "text"],
          ["orders", "integer"],
        ],
        rows,
      ),
      { labels: { orders: "Orders" } },
    );
    expect(table).toEqual(
      expect.objectContaining({ kind: "table", headers: ["status", "Orders"], numeric: [false, true], rowCount: 14 }),
    );
    expect(table.kind === "table" && table.rows).toHaveLength(MAIL_TABLE_ROWS);
    expect(table.kind === "table" && table.rows[0]).toEqual(["s0", "1,000"]);
    const mail = subscriptionMail({
      dashboard: "Shop <pulse>",
      link: "http://localhost:3000/dashboard/1",
      timing: "Daily at 09:00 (UTC)",
      widgets: [table, { kind: "failed", title: "Gone", reason: "its connection was removed" }],
    });
    expect(mail.subject).toBe("Shop <pulse> — dashboard subscription");
    expect(mail.html).toContain("Shop &#60;pulse&#62;");
    expect(mail.html).not.toContain("<pulse>");
    expect(mail.html).toContain("Showing first 10 of 14 rows");
    expect(mail.html).toContain('text-align:right">1,000</td>');
    expect(mail.text).toContain("Gone: could not refresh (its connection was removed)");
    expect(mail.text).toContain("http://localhost:3000/dashboard/1");
  });

  it("says the KPI's value, the condition it crossed and the previous check's value", () => {
    const mail = alertMail({
      dashboard: "Shop pulse",
      widget: "Revenue",
      link: "http://localhost:3000/dashboard/1",
      value: "$12,400",
      previous: "$9,800",
      condition: "goes above 10,000",
    });
    expect(mail.subject).toBe("Alert: Revenue — $12,400");
    expect(mail.text.split("\n")).toEqual([
      "Revenue went above 10,000: now $12,400",
      "Previous check: $9,800",
      "Alert: when Revenue goes above 10,000.",
      "Dashboard: Shop pulse",
      "http://localhost:3000/dashboard/1",
    ]);
  });
});
