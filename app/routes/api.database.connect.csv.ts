// Multipart CSV upload, streamed from the request into PostgreSQL's COPY (never held in memory).
// The text fields (project_id, name, hasHeaders, delimiter) come before or after the file, or as query parameters.
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { CSV_FILE, uploadFromApi } from "./_workspace.connection/file-uploads.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await uploadFromApi(request, user.id, CSV_FILE), { status: 201 });
  },
});
