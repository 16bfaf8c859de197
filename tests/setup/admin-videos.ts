import {
  type AdminVideo,
  adminVideosResponseSchema,
  catalogAdminRoutes,
} from "../../src/shared/contracts/catalog-admin";
import type { TestClient } from "./client";

/** The admin's video list (GET /api/admin/video, which must answer 200), read by its contract. */
export async function adminVideoList(admin: TestClient): Promise<AdminVideo[]> {
  return (await admin.getOk(catalogAdminRoutes.videos, adminVideosResponseSchema)).videos;
}

/** The admin's video list by each video's id, or by its YouTube id (what a planner's row names). */
export async function adminVideosBy(
  admin: TestClient,
  key: "id" | "onPlatformId",
): Promise<Map<string, AdminVideo>> {
  return new Map((await adminVideoList(admin)).map((video) => [video[key], video]));
}
