import { apiRoute } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { exportProject } from "~/services/export.server";
import { requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "read", "project", { membersOnly: true });
    const { fileName, body } = await exportProject(access);
    return Response.json(body, {
      headers: { "Content-Disposition": `attachment; filename="${fileName.replace(/"/g, "")}"` },
    });
  },
});
