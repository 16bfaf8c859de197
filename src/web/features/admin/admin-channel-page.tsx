import { CatalogItemsPage } from "./catalog/catalog-items-page";

/** Channels: list, add and remove. */
export function Component() {
  return <CatalogItemsPage kind="channels" />;
}
