import type { Selectable } from "kysely";
import type { NamedTable } from "../../../db/schema";
import { nameKey, type OptionTable, resolveNamesBy } from "../catalog-names";

/*
 * The catalog's channels, speakers and topics as one planner run sees them: looked up by name in
 * any letter case (catalog-names.ts), with their ids, and learning the names the run adds. A
 * 5,000-row file looks names up tens of thousands of times: maps, not scans of lists.
 */

/** A channel, speaker or topic as `plannerNames` reads it (channels have a URL the planner never reads). */
export type NamedId = Selectable<NamedTable>;

/** An id a dry run gives a name it would have added (nothing is written, so it has no real one). */
export const PRETENDED_ID = -1;

export class PlannerNameBook {
  private readonly byKey: Record<OptionTable, Map<string, NamedId>> = {
    channels: new Map(),
    speakers: new Map(),
    topics: new Map(),
  };

  constructor(names: Record<OptionTable, NamedId[]>) {
    for (const kind of ["channels", "speakers", "topics"] as const)
      for (const named of names[kind]) this.learn(kind, named.name, named.id);
  }

  /** The stored name (and id) that `name` means, if any. */
  find(kind: OptionTable, name: string): NamedId | undefined {
    return this.byKey[kind].get(nameKey(name));
  }

  /** Records a name (the first spelling of a key stays, like the catalog's own). */
  learn(kind: OptionTable, name: string, id: number): void {
    const key = nameKey(name);
    const known = this.byKey[kind].get(key);
    if (!known || known.id === PRETENDED_ID) this.byKey[kind].set(key, { id, name: known?.name ?? name });
  }

  /**
   * The names to link, each as stored when one matches in any letter case, and those that are
   * new (to be added as written); duplicates in `given` count once.
   */
  resolve(kind: "speakers" | "topics", given: string[]): { names: string[]; added: string[] } {
    return resolveNamesBy(given, (key) => this.byKey[kind].get(key)?.name);
  }

  /** Of these (stored) names, those a dry run pretended to add: its row must add them again. */
  pretended(kind: OptionTable, names: string[]): string[] {
    return names.filter((name) => this.find(kind, name)?.id === PRETENDED_ID);
  }
}
