import type { LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "~/lib/errors";
import { fail } from "~/utils/api.server";

const notFound = ({ request }: LoaderFunctionArgs) =>
  fail(new AppError("NOT_FOUND", `No auth endpoint ${request.method} ${new URL(request.url).pathname}`));

export const loader = notFound;
export const action = notFound;
