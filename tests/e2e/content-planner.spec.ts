import { text } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupSignedInAdmin } from "./support/signed-in-admin";

const e2e = setupSignedInAdmin();

const log = (page: Page) => page.getByRole("list", { name: "Upload log" });

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByLabel("Content planner file (CSV)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

it("downloads the planner, uploads it with one title changed, and learners see the new title", async () => {
  await e2e.admin.goto(`${e2e.app.url}/admin/upload-content-planner`);
  await e2e.admin.getByRole("heading", { name: "Bulk Update" }).waitFor();

  // Nothing chosen yet: the product's sentence (docs/product-rules.md "Validation").
  await e2e.admin.getByRole("button", { name: "Upload" }).click();
  await e2e.admin.getByText("Please select a file first.", { exact: true }).waitFor();

  const [download] = await Promise.all([
    e2e.admin.waitForEvent("download"),
    e2e.admin.getByRole("link", { name: "Download the content planner (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("content_planner.csv");
  // Read from the browser as a stream: the spec is connected to the tier's Chromium, where a
  // download has no local path.
  const planner = await text(await download.createReadStream());
  // The demo's YouTube videos came in through the planner: the team's rows are all there.
  expect(planner).toContain("Permofrost in Siberia");
  expect(planner).toContain("https://www.youtube.com/watch?v=u-uA7r3jAUo");

  // Check only: the log says what would change, and nothing does.
  const edited = planner.replace("Permofrost in Siberia", "Permafrost in Siberia");
  await chooseFile(e2e.admin, "content_planner.csv", edited);
  await e2e.admin.getByRole("button", { name: "Check only" }).click();
  await log(e2e.admin)
    .getByText(
      "(u-uA7r3jAUo) “Permafrost in Siberia”: updated: title “Permofrost in Siberia” → “Permafrost in Siberia”",
    )
    .waitFor();
  expect(
    await log(e2e.admin)
      .getByText(/Check only: nothing is written/)
      .count(),
  ).toBe(1);

  await e2e.admin.getByRole("button", { name: "Upload" }).click();
  await log(e2e.admin)
    .getByText(/^Done: 33 rows read, 0 created, 1 updated, 32 unchanged/)
    .waitFor();
  await log(e2e.admin)
    .getByText(
      "(u-uA7r3jAUo) “Permafrost in Siberia”: updated: title “Permofrost in Siberia” → “Permafrost in Siberia”",
    )
    .waitFor();
  expect(await violations(e2e.admin)).toEqual([]);

  const learner = await newPage(e2e.browser, "phone");
  await learner.goto(`${e2e.app.url}/browse?text=Permafrost`);
  await learner.locator("main article").getByText("Permafrost in Siberia").waitFor();
  await learner.context().close();
});

it("shows the problems of a bad file, and only them when asked", async () => {
  await e2e.admin.goto(`${e2e.app.url}/admin/upload-content-planner`);
  const file = [
    "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Youtube Link",
    "01.02.2025,3,0,InhaleRussian,A good one,Beginner 1,https://youtu.be/GoOdRoW0001",
    "01.02.2025,3,0,InhaleRussian,A bad one,Beginer 1,https://youtu.be/BaDRoW00001",
  ].join("\n");
  await chooseFile(e2e.admin, "bad.csv", file);
  await e2e.admin.getByRole("button", { name: "Upload" }).click();
  await log(e2e.admin)
    .getByText(/^Done: 2 rows read, 1 created/)
    .waitFor();
  await e2e.admin.getByLabel("Only problems").check();
  const shown = await log(e2e.admin).getByRole("listitem").allTextContents();
  expect(shown.some((line) => line.includes('row 3 (BaDRoW00001): refused: level "Beginer 1"'))).toBe(true);
  expect(shown.some((line) => line.includes("GoOdRoW0001"))).toBe(false);

  // A file without the required columns is refused as a whole, saying what is wrong with it.
  await chooseFile(e2e.admin, "wrong.csv", "Title,Link\nA,https://youtu.be/GoOdRoW0002\n");
  await e2e.admin.getByRole("button", { name: "Upload" }).click();
  await e2e.admin.getByText(/^The file was not read\. The file has no columns “Youtube Link”/).waitFor();
  expect(await e2e.admin.getByText(/Unexpected failure/).count()).toBe(0);
  expect(await e2e.admin.getByText(/Youtube Link/).count()).toBeGreaterThan(0);
});
