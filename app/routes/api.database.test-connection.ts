import { z } from "zod";
import { dialectSchema } from "~/connectors/dialects";
import { credentialsSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { testCredentials } from "~/services/connection-checks.server";

// spec §7 Database family: {type, name, config} where config holds the credentials.
export const body = z.object({ type: dialectSchema, name: z.string().optional(), config: credentialsSchema });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireUser(request);
    const input = await readJson(request, body);
    return ok(await testCredentials(input.type, input.config));
  },
});
