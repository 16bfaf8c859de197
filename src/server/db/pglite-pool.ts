import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * Presents one PGlite instance as a pg-style pool to Kysely's PostgresDialect.
 * PGlite has a single connection, so a connection is handed to one caller at a time:
 * a transaction holds it from BEGIN to COMMIT and nobody else's statements interleave.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    let released = false;
    return {
      query: (sql: string, parameters: readonly unknown[]) => this.run(sql, parameters),
      release: () => {
        if (!released) {
          released = true;
          release();
        }
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }

  private async run<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    const command = sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? "";
    if (parameters.length === 0) {
      // The simple protocol allows several statements (migrations, dumps); report the last result.
      const results = await this.pglite.exec(sql);
      const last = results.at(-1);
      return { command, rowCount: last?.affectedRows ?? 0, rows: (last?.rows ?? []) as R[] } as never;
    }
    const result = await this.pglite.query<R>(sql, parameters as unknown[]);
    return { command, rowCount: result.affectedRows ?? 0, rows: result.rows } as never;
  }
}
