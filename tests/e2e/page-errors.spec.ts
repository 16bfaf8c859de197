import { expect, it } from "vitest";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

it("shows the error page in the shell when a page's script cannot load, and the next page works", async () => {
  const page = await newPage(e2e.browser);
  // As after a new deployment: the page's old chunk is gone from the server.
  let blocked = 0;
  await page.route(/\/static\/js\/watch-page-[^/]+\.js$/, (route) => {
    blocked++;
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto(`${e2e.app.url}/browse`);
  const card = page.getByRole("list", { name: "Videos" }).getByRole("link").first();
  const title = (await card.textContent()) ?? "";
  await card.click();

  const alert = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
  await alert.waitFor();
  expect(blocked).toBeGreaterThan(0);
  await alert
    .getByText("The app was probably updated while this page was open. Reloading the page fixes this.")
    .waitFor();
  // The shell stays: the top bar and its navigation still work, and the error goes with the page.
  await alert.getByRole("link", { name: "Go to Home" }).click();
  await page.getByText(/\d+ videos? found/).waitFor();
  expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);

  // Once the chunk is back, the same page loads: a failed load is tried again.
  await page.unroute(/\/static\/js\/watch-page-[^/]+\.js$/);
  await page.getByRole("list", { name: "Videos" }).getByRole("link", { name: title, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
  await page.context().close();
});
