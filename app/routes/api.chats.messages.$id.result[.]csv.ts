// The full result of a chat answer as CSV: the stored SQL re-runs (guarded, read-only, row cap). `?values=raw` gives
// numbers a spreadsheet reads; otherwise values read as the answer shows them, in the reader's locale (ADR 048).
import { resultCsv } from "~/answer/export-csv";
import type { VisualizationResult } from "~/answer/result";
import { localeFrom } from "~/answer/semantic-format";
import { AppError } from "~/lib/errors";
import { apiRoute } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireMessageResult } from "~/services/chats.server";
import { runSql } from "~/services/queries.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const { message, connection } = await requireMessageResult(user.id, params.id!);
    if (!message.generated_sql) throw new AppError("NOT_FOUND", "This message has no result");
    const result = await runSql(connection, message.generated_sql);
    const raw = new URL(request.url).searchParams.get("values") === "raw";
    const stored = new Map(
      ((message.answer as VisualizationResult | null)?.columns ?? []).map((column) => [column.name, column]),
    );
    const columns = result.columns.map((column) => ({
      name: column.name,
      kind: column.kind,
      label: stored.get(column.name)?.label,
      semantic: stored.get(column.name)?.semantic,
    }));
    const csv = resultCsv(
      columns,
      result.rows,
      raw ? "raw" : "formatted",
      localeFrom(request.headers.get("accept-language")),
    );
    const fileName = `${(
      message.natural_language
        .replace(/[^\w]+/g, "-")
        .replace(/^-|-$/g, "")
        .slice(0, 40) || "result"
    ).toLowerCase()}${raw ? "-raw" : ""}.csv`;
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
      },
    });
  },
});
