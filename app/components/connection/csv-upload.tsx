// spec §2 CSV Upload tab: drag and drop, delimiter, headers, 'CSV files up to 50MB', progress.
// Without JavaScript the form posts multipart to the page; with it the upload goes through the API
// with an XMLHttpRequest so the progress bar moves.
import { Alert, Button, Checkbox, Group, NativeSelect, Progress, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { errorMessage, ApiError } from "~/browser/api-client";
import { uploadCsvFile, uploadWorkbookFile } from "~/browser/file-uploads";
import { CSV_MAX_BYTES } from "~/lib/limits";
import { CSV_TOO_LARGE_MESSAGE } from "~/lib/messages";
import type { ConnectionActionData } from "~/lib/page-actions";
import type { ConnectionJson } from "~/lib/connections";
import { CsvImportSummary, type CsvUploadSettings } from "../data-model/csv-import-summary";
import { WorkbookImportSummary, workbookOf } from "../data-model/workbook-import-summary";
import { classes } from "../common/classes";
import { formatNumber } from "~/lib/format";
import { UploadIcon } from "../common/icons";
import { useHydrated } from "../common/use-hydrated";

const DELIMITERS = [
  { value: "comma", label: "Comma (,)" },
  { value: "semicolon", label: "Semicolon (;)" },
  { value: "tab", label: "Tab" },
  { value: "pipe", label: "Pipe (|)" },
];

export const CSV_REQUIRED = "Please select a CSV file";
export const CSV_INVALID = "Please select a valid CSV file";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An Excel workbook (ADR 051) goes to its own route; each of its sheets becomes a table. */
export const isWorkbook = (file: File) => file.type === XLSX_TYPE || file.name.toLowerCase().endsWith(".xlsx");

/** spec §5: text/csv or a .csv name (or an .xlsx workbook, ADR 051); spec §9: at most 50 MB, checked before sending. */
export function csvFileError(file: File | null): string | null {
  if (!file) return CSV_REQUIRED;
  if (file.type !== "text/csv" && !file.name.toLowerCase().endsWith(".csv") && !isWorkbook(file)) return CSV_INVALID;
  return file.size > CSV_MAX_BYTES ? CSV_TOO_LARGE_MESSAGE : null;
}

export function CsvUpload(props: {
  projectId: string;
  actionData?: ConnectionActionData | null;
  canConnect: boolean;
  onUploaded: (connectionId: string) => void;
  onContinue: () => void;
}) {
  const hydrated = useHydrated();
  const fromServer = props.actionData?.intent === "csv" ? props.actionData : null;
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [delimiter, setDelimiter] = useState("comma");
  const [hasHeaders, setHasHeaders] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(fromServer?.fieldErrors?.csvFile ?? null);
  const [formError, setFormError] = useState<string | null>(fromServer?.formError ?? null);
  const [uploaded, setUploaded] = useState<{ connection: ConnectionJson; upload: CsvUploadSettings } | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? csvFileError(chosen) : null);
    setFormError(null);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = csvFileError(file);
    if (problem || !file) return setFileError(problem);
    setProgress(0);
    setFormError(null);
    try {
      const upload = { file, projectId: props.projectId, hasHeaders, delimiter };
      const send = isWorkbook(file) ? uploadWorkbookFile : uploadCsvFile;
      const result = await send<{ connectionId: string; connection: ConnectionJson }>({
        ...upload,
        name: name.trim(),
        onProgress: setProgress,
      });
      setUploaded({ connection: result.connection, upload });
      setProgress(null);
      props.onUploaded(result.connectionId);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.csvFile : undefined;
      if (field) setFileError(field);
      else setFormError(`Upload failed: ${errorMessage(error)}`);
      setProgress(null);
    }
  };

  const uploadAnother = () => {
    setUploaded(null);
    choose(null);
    setName("");
  };
  if (uploaded && workbookOf(uploaded.connection)) {
    return (
      <WorkbookImportSummary
        connection={uploaded.connection}
        onContinue={props.onContinue}
        onUploadAnother={uploadAnother}
      />
    );
  }
  if (uploaded) {
    return (
      <CsvImportSummary
        connection={uploaded.connection}
        upload={uploaded.upload}
        onReimported={(connection) => setUploaded((current) => current && { ...current, connection })}
        onContinue={props.onContinue}
        onUploadAnother={uploadAnother}
      />
    );
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={hydrated ? submit : undefined}
      noValidate={hydrated}
      aria-label="CSV upload"
    >
      <Stack gap="sm">
        <TextInput
          label="Connection name"
          description="Optional: defaults to the file name"
          name="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label="Delimiter"
            name="delimiter"
            data={DELIMITERS}
            disabled={Boolean(file && isWorkbook(file))}
            value={delimiter}
            onChange={(e) => setDelimiter(e.currentTarget.value)}
            miw={160}
          />
          <Checkbox
            label="First row contains headers"
            name="hasHeaders"
            checked={hasHeaders}
            disabled={Boolean(file && isWorkbook(file))}
            onChange={(e) => setHasHeaders(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <label
          className={classes.dropzone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files?.[0] ?? null);
          }}
        >
          <Stack align="center" gap={6}>
            <UploadIcon size={32} />
            <Text fw={600}>{file ? file.name : "Drop a CSV file or an Excel workbook here, or click to choose"}</Text>
            {file && <Text size="sm">{formatNumber(Math.ceil(file.size / 1024))} KB</Text>}
            <Text size="sm" c="dimmed">
              CSV files up to 50MB · Excel workbooks (.xlsx): each sheet becomes a table
            </Text>
          </Stack>
          <input
            type="file"
            name="csvFile"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="CSV file"
            className="ad-visually-hidden"
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
        </label>
        {fileError && (
          <Text c="red" size="sm" role="alert">
            {fileError}
          </Text>
        )}
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} animated={progress < 100} aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              {progress < 100 ? `Uploading… ${progress}%` : "Importing rows…"}
            </Text>
          </Stack>
        )}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={progress !== null} disabled={!props.canConnect}>
            Upload and Connect
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
