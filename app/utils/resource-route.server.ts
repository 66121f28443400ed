// One shape for the `$id` resource routes (chats, connections, dashboards): GET reads (signed out too, where a
// public project allows it), PUT edits with a zod-checked body, DELETE removes; each method checks its own
// permission on the record first, so a route says only how to find, show, update and remove its kind of record.
import type { ZodType } from "zod";
import type { Action } from "~/lib/permissions";
import { apiRoute, ok, readJson } from "./api.server";
import { getOptionalUser, requireUser } from "./auth.server";

export interface ResourceHandlers<R extends { id: string }, Input> {
  /** The record behind the id for this action, or an AppError (NOT_FOUND, PERMISSION_DENIED). */
  find: (userId: string | null, id: string, action: Action) => Promise<R>;
  show: (record: R) => unknown;
  /** PUT's body, also what the OpenAPI document describes. */
  body: ZodType<Input>;
  update: (record: R, userId: string, input: Input) => Promise<unknown>;
  remove: (record: R, userId: string) => Promise<void>;
}

export function resourceRoute<R extends { id: string }, Input>(resource: ResourceHandlers<R, Input>) {
  return apiRoute({
    GET: async ({ request, params }) => {
      const user = await getOptionalUser(request);
      return ok(await resource.show(await resource.find(user?.id ?? null, params.id!, "read")));
    },
    PUT: async ({ request, params }) => {
      const user = await requireUser(request);
      const record = await resource.find(user.id, params.id!, "edit");
      return ok(await resource.update(record, user.id, await readJson(request, resource.body)));
    },
    DELETE: async ({ request, params }) => {
      const user = await requireUser(request);
      const record = await resource.find(user.id, params.id!, "delete");
      await resource.remove(record, user.id);
      return ok({ deleted: true, id: record.id });
    },
  });
}
