/** The driver-level surface migrations need: parameterised queries and multi-statement scripts. */
export interface RawSql {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  exec: (script: string) => Promise<void>;
}

export type RawTransaction = <T>(fn: (sql: RawSql) => Promise<T>) => Promise<T>;
