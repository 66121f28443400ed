import { z } from "zod";
import { AppError } from "~/lib/errors";
import { readFieldFilterValues } from "~/lib/field-filters";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { clientAddress } from "~/utils/client-address.server";
import { getPublicDashboard } from "~/services/dashboard-shares.server";

const SHARE_PASSWORD_HEADER = "X-Share-Password";
export const body = z.object({ password: z.string().max(200).optional() });

/** URLs end up in access logs and browser history: a password there is refused, not read. */
function refusePasswordInUrl(request: Request): void {
  if (new URL(request.url).searchParams.has("password")) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Send the share password in the ${SHARE_PASSWORD_HEADER} header or a POST body, not in the URL`,
    );
  }
}

// field filters' values ride in the address (`f.<filter id>`), taken only when the share allows filtering (ADR 056)
const answer = async (request: Request, token: string, password: string | undefined) =>
  ok(
    await getPublicDashboard(
      token,
      password,
      clientAddress(request),
      readFieldFilterValues(new URL(request.url).searchParams),
    ),
    { headers: { "Cache-Control": "no-store" } },
  );

// No sign-in: the token (and its password, when set) is the permission.
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    refusePasswordInUrl(request);
    return answer(request, params.token!, request.headers.get(SHARE_PASSWORD_HEADER) ?? undefined);
  },
  POST: async ({ request, params }) => {
    refusePasswordInUrl(request);
    const { password } = await readJson(request, body);
    return answer(request, params.token!, password ?? request.headers.get(SHARE_PASSWORD_HEADER) ?? undefined);
  },
});
