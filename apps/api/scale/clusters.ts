import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * The two PostgreSQL servers of the scale test: SCALE_DATABASE_URL_1/_2 when given, else local
 * Debian clusters made with pg_createcluster (as root; the CI runs as root). A cluster this run
 * started is stopped again at the end; one that was already running is left as it was.
 */
export interface Cluster {
  url: string;
  /** Stops the cluster when this run started it. */
  release: () => void;
}

/** Cluster names and ports: "second" is the one .ci/run makes for two-clusters.server.test.ts. */
const LOCAL = [
  { name: 'second', port: 5433 },
  { name: 'third', port: 5434 },
];

const sh = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function newestVersion(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return versions[versions.length - 1]!;
}

/** pg_lsclusters -h rows: version, name, port, status. */
function listed(): { version: string; name: string; port: number; online: boolean }[] {
  return sh('pg_lsclusters', ['-h'])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/))
    .map(([version, name, port, status]) => ({
      version: version!,
      name: name!,
      port: Number(port),
      online: status === 'online',
    }));
}

function localCluster(name: string, port: number): Cluster {
  const version = newestVersion();
  let found = listed().find((c) => c.name === name);
  if (!found) {
    sh('pg_createcluster', ['-p', String(port), version, name]);
    found = listed().find((c) => c.name === name)!;
  }
  const startedHere = !found.online;
  if (startedHere) sh('pg_ctlcluster', [found.version, name, 'start']);
  for (let i = 0; i < 30; i++) {
    try {
      sh('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(found.port)]);
      break;
    } catch {
      execFileSync('sleep', ['1']);
    }
  }
  sh('su', ['postgres', '-c', `psql -p ${found.port} -qc "ALTER USER postgres PASSWORD 'postgres'"`]);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${found.port}/postgres`,
    release: () => {
      if (startedHere) sh('pg_ctlcluster', [found.version, name, 'stop']);
    },
  };
}

export function openClusters(): [Cluster, Cluster] {
  const given = [process.env.SCALE_DATABASE_URL_1, process.env.SCALE_DATABASE_URL_2];
  if (given[0] && given[1])
    return [given[0], given[1]].map((url) => ({ url, release: () => {} })) as [Cluster, Cluster];
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_createcluster'))
    throw new Error(
      'set SCALE_DATABASE_URL_1 and SCALE_DATABASE_URL_2 (or run as root with pg_createcluster)',
    );
  const first = localCluster(LOCAL[0]!.name, LOCAL[0]!.port);
  try {
    return [first, localCluster(LOCAL[1]!.name, LOCAL[1]!.port)];
  } catch (error) {
    first.release();
    throw error;
  }
}
