// The package ships plain JavaScript; this is the part of its API the catalog uses.
declare module "snowball-stemmers" {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
