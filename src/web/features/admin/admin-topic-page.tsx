import { CatalogItemsPage } from "./catalog/catalog-items-page";

/** Topics: list, add and remove. */
export function Component() {
  return <CatalogItemsPage kind="topics" />;
}
