// Any /api path no route claims: a JSON 404 envelope, never an HTML page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "~/lib/errors";
import { fail } from "~/utils/api.server";

const notFound = ({ request }: LoaderFunctionArgs) =>
  fail(new AppError("NOT_FOUND", `No API endpoint ${request.method} ${new URL(request.url).pathname}`));

export const loader = notFound;
export const action = notFound;
