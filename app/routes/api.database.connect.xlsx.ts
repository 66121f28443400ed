// Multipart Excel workbook upload (ADR 051): each sheet with a header row becomes a table of one upload, as a CSV
// upload's table does. The text fields (project_id, name) come before or after the file, or as query parameters.
import { workbookTooLarge } from "~/connectors/xlsx-errors";
import { AppError } from "~/lib/errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { requireProjectPermission } from "~/services/projects.server";
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { multipartBoundary } from "~/utils/multipart.server";
import { assertDeclaredLength, assertNoNul } from "~/utils/request-body.server";
import { uploadWorkbookMultipart } from "~/utils/xlsx-upload.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    assertDeclaredLength(request, CSV_UPLOAD_MAX_BYTES, workbookTooLarge());
    const contentType = request.headers.get("content-type");
    if (!multipartBoundary(contentType) || !request.body)
      throw new AppError("INVALID_REQUEST", "Send the workbook as multipart/form-data with an xlsxFile field");
    const fields = Object.fromEntries(new URL(request.url).searchParams);
    assertNoNul(fields);
    const result = await uploadWorkbookMultipart(user.id, {
      body: request.body,
      contentType: contentType!,
      fields,
      access: (values) => {
        if (!values.project_id)
          throw new AppError("VALIDATION_ERROR", "No project selected", {
            fields: { project_id: "No project selected" },
          });
        return requireProjectPermission(user.id, values.project_id, "create", "connection");
      },
    });
    return ok(result, { status: 201 });
  },
});
