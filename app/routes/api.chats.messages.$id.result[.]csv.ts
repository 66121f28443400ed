// The full result of a chat answer as CSV: the stored SQL re-runs (guarded, read-only, row cap).
import { AppError } from "~/lib/errors";
import { toCsv } from "~/lib/csv-format";
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
    const fileName = `${(message.natural_language.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "result").toLowerCase()}.csv`;
    return new Response(toCsv(result.columns.map((column) => column.name), result.rows), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` },
    });
  },
});
