// Uploads with progress (spec §7 POST /database/connect/csv, 30 s; an Excel workbook, ADR 051).
import { TIMEOUTS_MS, XLSX_UPLOAD_TIMEOUT_MS } from "~/lib/limits";
import { ApiError, TIMEOUT_MESSAGE, readEnvelope } from "./api-errors";
import { getAccessToken } from "./session-storage";

export interface CsvUploadInput {
  file: File;
  projectId: string;
  name?: string;
  hasHeaders: boolean;
  delimiter: string;
  /** JSON of the column changes `[{ index, name?, type? }]` (re-import with changes). */
  columns?: string;
  /** The CSV connection whose data the upload replaces. */
  replace?: string;
  onProgress?: (percent: number) => void;
}

/** XMLHttpRequest, because fetch reports no upload progress. The text fields precede the file part. */
export function uploadCsvFile<T>(input: CsvUploadInput): Promise<T> {
  const form = new FormData();
  form.append("project_id", input.projectId);
  form.append("name", input.name ?? "");
  form.append("hasHeaders", String(input.hasHeaders));
  form.append("delimiter", input.delimiter);
  if (input.columns) form.append("columns", input.columns);
  if (input.replace) form.append("replace", input.replace);
  form.append("csvFile", input.file, input.file.name);
  return postWithProgress<T>("/api/database/connect/csv", form, TIMEOUTS_MS.csvUpload, input.onProgress);
}

/** An Excel workbook (ADR 051): each sheet with a header row becomes a table of one connection. */
export function uploadWorkbookFile<T>(input: {
  file: File;
  projectId: string;
  name?: string;
  onProgress?: (percent: number) => void;
}): Promise<T> {
  const form = new FormData();
  form.append("project_id", input.projectId);
  form.append("name", input.name ?? "");
  form.append("xlsxFile", input.file, input.file.name);
  return postWithProgress<T>("/api/database/connect/xlsx", form, XLSX_UPLOAD_TIMEOUT_MS, input.onProgress);
}

function postWithProgress<T>(
  path: string,
  form: FormData,
  timeoutMs: number,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    const token = getAccessToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      readEnvelope<T>(response).then(resolve, reject);
    };
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", TIMEOUT_MESSAGE, { local: true }));
    xhr.onerror = () =>
      reject(
        new ApiError("NETWORK_ERROR", `HTTP ${xhr.status}: ${xhr.statusText || "Network error"}`, { local: true }),
      );
    xhr.send(form);
  });
}
