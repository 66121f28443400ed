import { apiRoute, ok } from "~/services/api.server";

export const { loader, action } = apiRoute({
  GET: async () => ok({ status: "ok" }),
});
