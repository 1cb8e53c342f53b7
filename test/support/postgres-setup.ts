// Vitest global set-up: probes the PostgreSQL server named by TEST_DATABASE_URL once per run, so the
// storage suites run against it too; without one they run on SQLite alone and this says why, once.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A reachable PostgreSQL (postgres://…), or '' when the PostgreSQL runs are skipped. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
  const reason = url ? await unreachable(url) : 'TEST_DATABASE_URL is not set';
  if (reason) console.log(`PostgreSQL storage tests skipped: ${reason}`);
  project.provide('postgresUrl', reason ? '' : url);
}

async function unreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return `${url.replace(/\/\/[^@/]*@/, '//…@')} does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}
