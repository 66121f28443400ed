// Multipart Excel workbook upload (ADR 051): each sheet with a header row becomes a table of one upload, as a CSV
// upload's table does. The text fields (project_id, name) come before or after the file, or as query parameters.
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { WORKBOOK_FILE, uploadFromApi } from "./_workspace.connection/file-uploads.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await uploadFromApi(request, user.id, WORKBOOK_FILE), { status: 201 });
  },
});
