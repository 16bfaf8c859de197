import { contentPlannerRoutes } from "../../src/shared/contracts/content-planner";
import type { TestClient } from "./client";
import { multipartBody } from "./multipart";

/** An upload's answer: the log's lines when it is one (status 200), else the JSON error. */
export interface PlannerLog {
  statusCode: number;
  contentType: string | undefined;
  lines: string[];
  body: string;
}

/** POST the planner file as the page does (multipart field `file`), optionally as a dry run. */
export async function uploadPlanner(
  client: TestClient,
  file: Buffer | string,
  options: { dryRun?: boolean; filename?: string } = {},
): Promise<PlannerLog> {
  const { body, headers } = multipartBody([
    {
      name: "file",
      filename: options.filename ?? "content_planner.csv",
      contentType: "text/csv",
      data: file,
    },
  ]);
  const url = options.dryRun ? `${contentPlannerRoutes.upload}?dryRun=1` : contentPlannerRoutes.upload;
  const response = await client.post(url, body, headers);
  const text = response.body;
  return {
    statusCode: response.statusCode,
    contentType: response.headers["content-type"] as string | undefined,
    lines: response.statusCode === 200 ? text.split("\n").filter((l) => l !== "") : [],
    body: text,
  };
}

export function downloadPlanner(client: TestClient) {
  return client.get(contentPlannerRoutes.download);
}
