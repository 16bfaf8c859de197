import { browseVideosResponseSchema } from "../../src/shared/contracts/browse";
import type { TestClient } from "./client";

/**
 * The ids of the videos browse lists for a query string (GET /api/browse/videos?…, which must
 * answer 200, read by its contract), in the grid's order.
 */
export async function browsedIds(client: TestClient, query: string): Promise<string[]> {
  return (await client.getOk(`/api/browse/videos?${query}`, browseVideosResponseSchema)).videos.map(
    (v) => v.id,
  );
}
