/**
 * An upload sent without its file (the multipart field `file` absent or empty): the server's 400
 * and the upload forms' own check before sending say the same words, for the content planner and
 * the off-platform import alike (docs/product-rules.md "Validation").
 */
export const SELECT_A_FILE_FIRST = "Please select a file first.";
