// The few parts of `az` (Az.js: OpenCorpora dictionaries, pymorphy2's analyser) that morphology.ts uses.
declare module "az" {
  interface AzTag {
    /** Part of speech (OpenCorpora's grammeme: NOUN, VERB, ADJF, …). */
    POST?: string;
    CAse?: string;
    NMbr?: string;
    GNdr?: string;
    PErs?: string;
    TEns?: string;
    ASpc?: string;
    toString(): string;
  }
  interface AzParse {
    word: string;
    tag: AzTag;
    /** The parse of the dictionary form. */
    normalize(): AzParse;
  }
  interface AzMorph {
    (word: string): AzParse[];
    init(path: string, callback: (error: unknown) => void): void;
  }
  const Az: { Morph: AzMorph };
  export default Az;
}
