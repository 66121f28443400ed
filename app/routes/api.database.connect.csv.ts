// Multipart CSV upload, streamed from the request into PostgreSQL's COPY (never held in memory).
// The text fields (project_id, name, hasHeaders, delimiter) must precede the file, or come as query parameters.
import { multipartBoundary, readMultipart } from "~/services/multipart.server";
import { AppError } from "~/lib/errors";
import { apiRoute, ok } from "~/services/api.server";
import { requireUser } from "~/services/auth.server";
import { assertCsvFile, uploadCsv } from "~/services/csv-uploads.server";
import { requireProjectPermission } from "~/services/projects.server";

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8").slice(0, 1000);
}

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const boundary = multipartBoundary(request.headers.get("content-type"));
    if (!boundary || !request.body) throw new AppError("INVALID_REQUEST", "Send the CSV as multipart/form-data with a csvFile field");
    const fields: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
    let result: Awaited<ReturnType<typeof uploadCsv>> | undefined;
    for await (const part of readMultipart(request.body, boundary)) {
      if (part.name !== "csvFile") {
        fields[part.name] = await readText(part.data);
        continue;
      }
      if (result) throw new AppError("VALIDATION_ERROR", "Upload one CSV file at a time");
      const fileName = assertCsvFile(part.filename, part.contentType);
      if (!fields.project_id) throw new AppError("VALIDATION_ERROR", "No project selected", { fields: { project_id: "No project selected" } });
      const access = await requireProjectPermission(user.id, fields.project_id, "create", "connection");
      result = await uploadCsv(access, user.id, part.data, {
        fileName,
        name: fields.name,
        hasHeaders: fields.hasHeaders !== "false",
        delimiter: (fields.delimiter || undefined) as never,
      });
    }
    if (!result) throw new AppError("VALIDATION_ERROR", "Please select a CSV file", { fields: { csvFile: "Please select a CSV file" } });
    return ok(result, { status: 201 });
  },
});
