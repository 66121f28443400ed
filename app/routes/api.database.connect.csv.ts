// Multipart CSV upload, streamed from the request into PostgreSQL's COPY (never held in memory).
// The text fields (project_id, name, hasHeaders, delimiter) come before or after the file, or as query parameters.
import { AppError } from "~/lib/errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { csvTooLarge } from "~/services/csv-uploads.server";
import { uploadCsvMultipart } from "~/utils/csv-upload.server";
import { multipartBoundary } from "~/utils/multipart.server";
import { requireProjectPermission } from "~/services/projects.server";
import { assertDeclaredLength, assertNoNul } from "~/utils/request-body.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    assertDeclaredLength(request, CSV_UPLOAD_MAX_BYTES, csvTooLarge());
    const contentType = request.headers.get("content-type");
    if (!multipartBoundary(contentType) || !request.body)
      throw new AppError("INVALID_REQUEST", "Send the CSV as multipart/form-data with a csvFile field");
    const fields = Object.fromEntries(new URL(request.url).searchParams);
    assertNoNul(fields);
    const result = await uploadCsvMultipart(user.id, {
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
      knowsProject: (values) => Boolean(values.project_id),
      hasHeaders: (values) => values.hasHeaders !== "false",
    });
    return ok(result, { status: 201 });
  },
});
