import { expect, it } from "vitest";
import { contentPlannerRoutes } from "../../src/shared/contracts/content-planner";
import { violations } from "./support/axe";
import { setupSignedInAdmin } from "./support/signed-in-admin";

/*
 * A planner draft completed by the admin (docs/admin.md "Needs attention"): the row had neither
 * length nor level, so the video waits under "Needs attention"; its edit dialog says it is a
 * draft and opens with those fields empty, and once they are given the video is no longer a draft.
 */

const e2e = setupSignedInAdmin();
const TITLE = "Черновик без длины";

/** Uploads a planner of one row without mins, secs or level, as the admin's page would. */
async function uploadDraftRow(): Promise<string> {
  const csv =
    "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link,Speaker,Tags\n" +
    `01.03.2025,,,InhaleRussian,${TITLE},,Free,https://www.youtube.com/watch?v=DrAfTrOw001,Анна,Еда\n`;
  return e2e.admin.evaluate(
    async ({ url, text }) => {
      const form = new FormData();
      form.append("file", new Blob([text], { type: "text/csv" }), "planner.csv");
      const response = await fetch(url, { method: "POST", body: form });
      return response.text();
    },
    { url: contentPlannerRoutes.upload, text: csv },
  );
}

it("opens a draft's edit dialog with a note and its missing fields empty, and saving real values completes it", async () => {
  expect(await uploadDraftRow()).toContain("1 created");
  await e2e.admin.goto(`${e2e.app.url}/admin/video`);
  const attention = e2e.admin.getByRole("region", { name: "Needs attention" });
  await attention.getByText(`${TITLE}: missing length and level`).waitFor();
  await attention.getByRole("button", { name: `Edit “${TITLE}”` }).click();

  const dialog = e2e.admin.getByRole("dialog");
  await dialog
    .getByText(
      "This video is a draft: learners do not see it until its length and level are filled in below.",
    )
    .waitFor();
  expect(await dialog.getByLabel("Level").inputValue()).toBe("");
  expect(await dialog.getByLabel("Duration").inputValue()).toBe("");
  expect(await violations(e2e.admin)).toEqual([]);

  // Saved as it opened: the placeholders are refused, nothing is completed.
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByText("Level is required").waitFor();
  await dialog
    .getByText("The duration must be seconds, m:ss or h:mm:ss, more than 0 and at most 24 hours.")
    .waitFor();

  await dialog.getByLabel("Level").selectOption("Beginner 2");
  await dialog.getByLabel("Duration").fill("4:13");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await e2e.admin.getByText("Video updated.").waitFor();
  await attention.waitFor({ state: "detached" });
});
