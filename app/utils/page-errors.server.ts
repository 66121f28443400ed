// Pages answer "not there" and "not yours" by throwing a response; the route segment's error boundary
// (components/common/error-screen.tsx) draws it with the page's own words (Remix: loaders throw, boundaries render).
import { data } from "@remix-run/node";
import { isAppError, userMessage } from "~/lib/errors";

export interface PageErrorCopy {
  title: string;
  message: string;
}

export function pageError(status: number, copy: Partial<PageErrorCopy>) {
  return data(copy, { status });
}

/**
 * For `.catch` after a `require*` service in a loader: its NOT_FOUND becomes this page's 404 in the page's words,
 * another AppError its own status and user message; anything else goes on to the boundary as it is.
 */
export function asPageError(notFound: PageErrorCopy) {
  return (error: unknown): never => {
    if (!isAppError(error)) throw error;
    if (error.code === "NOT_FOUND") throw pageError(404, notFound);
    throw pageError(error.status, { message: userMessage(error) });
  };
}
