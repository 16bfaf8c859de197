import { CatalogItemsPage } from "./catalog/catalog-items-page";

/** Speakers: list, add and remove. */
export function Component() {
  return <CatalogItemsPage kind="speakers" />;
}
