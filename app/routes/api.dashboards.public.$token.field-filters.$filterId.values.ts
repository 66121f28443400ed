import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { clientAddress } from "~/utils/client-address.server";
import { getPublicFieldFilterValues } from "~/services/dashboard-shares.server";

export const query = z.object({ search: z.string().max(200).optional() });

// No sign-in: the token (and its password, in X-Share-Password) is the permission, and the share must allow filtering.
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const { search } = readQuery(request, query);
    const password = request.headers.get("X-Share-Password") ?? undefined;
    const values = await getPublicFieldFilterValues(
      params.token!,
      password,
      clientAddress(request),
      params.filterId!,
      search,
    );
    return ok(values, { headers: { "Cache-Control": "no-store" } });
  },
});
