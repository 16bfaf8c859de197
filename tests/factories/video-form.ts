import { expect } from "vitest";
import { catalogAdminRoutes, channelsResponseSchema } from "../../src/shared/contracts/catalog-admin";
import type { TestClient } from "../setup/client";
import type { FormPart } from "../setup/multipart";

/** Adds a channel through the admin's call (docs/admin.md "Catalog"); returns its id. */
export async function addChannel(admin: TestClient, name: string, url: string): Promise<number> {
  const added = await admin.post(catalogAdminRoutes.channelAdd, { name, url });
  expect(added.statusCode, added.body).toBe(200);
  return channelsResponseSchema.parse(added.json()).channels.find((c) => c.name === name)!.id;
}

/**
 * The fields of the add-video form that do not depend on where the video plays (a YouTube link
 * or our own file): a Beginner 2 video of `channelId`, out on 15 January 2026, free, spoken by
 * Анна. A test adds the link or the file, title, description and topics of its own.
 */
export function videoFormFields(channelId: number): Record<string, FormPart> {
  return {
    level: { name: "level", value: "Beginner 2" },
    uploadDate: { name: "uploadDate", value: "2026-01-15T10:00:00Z" },
    channelId: { name: "channelId", value: String(channelId) },
    premium: { name: "premium", value: "false" },
    speakers: { name: "speakers", value: "Анна" },
  };
}
