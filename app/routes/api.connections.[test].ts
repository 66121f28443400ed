import { z } from "zod";
import { connectionTypeSchema, credentialsSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { testCredentials } from "~/services/connections.server";

export const body = z.object({ type: connectionTypeSchema, credentials: credentialsSchema });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireUser(request);
    const input = await readJson(request, body);
    return ok(await testCredentials(input.type, input.credentials));
  },
});
