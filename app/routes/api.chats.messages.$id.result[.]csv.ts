// The full result of a chat answer as CSV: the stored SQL re-runs (guarded, read-only, row cap), a drill's rows without
// their page (ADR 057). `?values=raw` gives numbers a spreadsheet reads; otherwise values read as the answer shows
// them, in the reader's locale (ADR 048).
import { resultCsv } from "~/answer/export-csv";
import { localeFrom } from "~/answer/semantic-format";
import { apiRoute } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getAnswerExport } from "~/services/answer-exports.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const { message, answer, result } = await getAnswerExport(user.id, params.id!);
    const raw = new URL(request.url).searchParams.get("values") === "raw";
    const stored = new Map((answer?.columns ?? []).map((column) => [column.name, column]));
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
