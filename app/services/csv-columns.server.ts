// The CSV type editor, reachable at any time from the data model (ADR 050): a CSV connection's columns with the
// values each left empty, spellings to merge, a preview of a type change, and the change itself, made on the
// imported table (no file needed) and swapped in as a re-import is (ADR 026).
import { z } from "zod";
import { env } from "~/config/env.server";
import type { Connection } from "~db/models";
import { CSV_COLUMN_TYPES } from "~/connectors/csv-column-changes";
import type { EmptiedValues } from "~/connectors/csv-conversions";
import type { CsvImportColumn } from "~/connectors/csv-import.server";
import { dropCsvImport } from "~/connectors/csv-import.server";
import {
  previewConversion,
  readValueVariants,
  retypeCsvTable,
  type CsvColumnEdit,
  type CsvTableRef,
  type ValueVariants,
} from "~/connectors/csv-retype.server";
import type { ColumnType } from "~/connectors/csv-types";
import { AppError } from "~/lib/errors";
import type { ConnectionJson } from "~/lib/connections";
import { credentialsOf } from "./connection-credentials.server";
import { replaceCsvConnection } from "./connections.server";

const typeEnum = z.enum(CSV_COLUMN_TYPES as [ColumnType, ...ColumnType[]]);

export const columnEditsInput = z.object({
  changes: z
    .array(
      z.object({
        index: z.number().int().min(0),
        name: z.string().max(200).optional(),
        type: typeEnum.optional(),
        badValues: z.enum(["empty", "fail"]).optional(),
        merge: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(2000),
});

export const previewInput = z.object({ index: z.coerce.number().int().min(0), type: typeEnum });

interface CsvMetadata {
  fileName: string;
  table: string;
  columns: CsvImportColumn[];
  [key: string]: unknown;
}

function csvRef(connection: Connection): CsvTableRef & { csv: CsvMetadata } {
  const csv = (connection.metadata as { csv?: CsvMetadata }).csv;
  if (connection.type !== "csv" || !csv)
    throw new AppError("VALIDATION_ERROR", "Only a CSV connection's columns can be changed here");
  const schema = credentialsOf(connection).schema!;
  return {
    schema,
    table: csv.table,
    fileName: csv.fileName,
    columns: csv.columns.filter((c) => c.name !== "__row"),
    csv,
  };
}

export async function getCsvColumns(
  connection: Connection,
): Promise<{ columns: CsvImportColumn[]; variants: ValueVariants[] }> {
  const ref = csvRef(connection);
  return { columns: ref.columns, variants: await readValueVariants(env().uploadsDatabaseUrl, ref) };
}

export async function previewCsvColumn(
  connection: Connection,
  input: z.infer<typeof previewInput>,
): Promise<{ wouldEmpty: EmptiedValues | null }> {
  return { wouldEmpty: await previewConversion(env().uploadsDatabaseUrl, csvRef(connection), input.index, input.type) };
}

export async function changeCsvColumns(
  connection: Connection,
  userId: string,
  input: z.infer<typeof columnEditsInput>,
): Promise<ConnectionJson> {
  const ref = csvRef(connection);
  const target = { adminUrl: env().uploadsDatabaseUrl };
  const rebuilt = await retypeCsvTable(target.adminUrl, ref, input.changes as CsvColumnEdit[]);
  const csv = { ...ref.csv, rowCount: rebuilt.rowCount, columns: rebuilt.columns };
  return replaceCsvConnection(connection, userId, { schema: rebuilt.schema, role: rebuilt.role, csv }).catch(
    async (error: unknown) => {
      await dropCsvImport(target, rebuilt.schema, rebuilt.role).catch(() => undefined);
      throw error;
    },
  );
}
