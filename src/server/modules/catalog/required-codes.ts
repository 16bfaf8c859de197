import { CATALOG_ADMIN_TEXTS } from "../../../shared/contracts/catalog-admin";

/**
 * The "… is required" texts of docs/product-rules.md "Validation: what a form accepts" and the code
 * each is answered with, for the JSON bodies and the add-video form alike.
 */
const REQUIRED_CODES = new Map<string, string>([
  [CATALOG_ADMIN_TEXTS.linkRequired, "link_required"],
  [CATALOG_ADMIN_TEXTS.titleRequired, "title_required"],
  [CATALOG_ADMIN_TEXTS.descriptionRequired, "description_required"],
  [CATALOG_ADMIN_TEXTS.levelRequired, "level_required"],
  [CATALOG_ADMIN_TEXTS.scheduleDateRequired, "schedule_date_required"],
  [CATALOG_ADMIN_TEXTS.speakerRequired, "speaker_required"],
  [CATALOG_ADMIN_TEXTS.topicRequired, "topic_required"],
  [CATALOG_ADMIN_TEXTS.channelNameRequired, "channel_name_required"],
  [CATALOG_ADMIN_TEXTS.channelUrlRequired, "channel_url_required"],
]);

/** The code of a refusal with this sentence: its field's `…_required`, or `invalid_request`. */
export function refusalCode(message: string): string {
  return REQUIRED_CODES.get(message) ?? "invalid_request";
}
