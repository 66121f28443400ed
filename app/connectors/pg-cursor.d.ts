// pg-cursor ships without types and @types/pg-cursor is not installed; only what we use.
declare module "pg-cursor" {
  import type { FieldDef, QueryResultBase, Submittable } from "pg";

  interface CursorConfig {
    rowMode?: "array";
    types?: { getTypeParser(oid: number, format?: string): (value: string) => unknown };
  }

  type ReadCallback = (
    error: Error | undefined,
    rows: unknown[][],
    result: QueryResultBase & { fields: FieldDef[] },
  ) => void;

  export default class Cursor implements Submittable {
    constructor(text: string, values?: unknown[] | null, config?: CursorConfig);
    submit(connection: unknown): void;
    read(rows: number, callback: ReadCallback): void;
    close(callback?: (error?: Error) => void): Promise<void> | void;
  }
}
