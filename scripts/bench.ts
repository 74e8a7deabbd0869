// Reads-per-page benchmark of the data provider (issue 3: a page of 25 users costs at most 26
// document reads plus one count, whatever the collection size). Needs the Firestore emulator of
// the local stack (`npm run stack` or `npm start`; KYND_PORT_OFFSET shifts its port). Writes only
// to its own project, demo-kynd-bench.
import { setLogLevel } from 'firebase/firestore/lite';
import {
  FIRESTORE_PORT,
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  usersOf,
  type Identity,
} from '../tests/emulators/providerHarness';
import { installReadMeter } from '../tests/emulators/readMeter';

const PROJECT_ID = 'demo-kynd-bench';
const SIZES = [100, 1000, 5000];
const PER_PAGE = 25;

const IDENTITIES: Record<string, Identity> = {
  'Kynd Admin': { uid: 'bench-admin', role: 'Kynd Admin', organisationId: 'K' },
  'Org Admin': { uid: 'bench-org-admin', role: 'Org Admin', organisationId: 'BENCH' },
};

async function emulatorIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${FIRESTORE_PORT}/`);
    return (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!(await emulatorIsUp())) {
    console.error(
      `No Firestore emulator on 127.0.0.1:${FIRESTORE_PORT}: start the stack first (npm run stack).`,
    );
    process.exitCode = 1;
    return;
  }
  setLogLevel('silent');
  const env = await rulesEnvironment(PROJECT_ID);
  const meter = installReadMeter();
  const rows: string[][] = [];
  try {
    for (const size of SIZES) {
      await env.clearFirestore();
      await seedDocuments(env, {
        ...usersOf('BENCH', size),
        // Another organisation of the same size, so that the collection is twice the list.
        ...usersOf('OTHER', size),
        // The callers' own users and organisation documents, which the rules read.
        ...identityDocuments(Object.values(IDENTITIES)),
      });
      const lastPage = Math.ceil(size / PER_PAGE);
      for (const [label, identity] of Object.entries(IDENTITIES)) {
        const connection = connectAs(PROJECT_ID, identity);
        const request = (page: number) =>
          connection.provider.getList('users', {
            pagination: { page, perPage: PER_PAGE },
            sort: { field: 'firstName', order: 'ASC' },
            filter: { organisationId: 'BENCH' },
          });
        const steps: [string, number][] = [
          ['page 1', 1],
          ['page 2', 2],
          ['page 3', 3],
          [`last (${lastPage})`, lastPage],
          [`back (${lastPage - 1})`, lastPage - 1],
        ];
        for (const [step, page] of steps) {
          meter.reset();
          const started = performance.now();
          const { data, total } = await request(page);
          const elapsed = performance.now() - started;
          const usage = meter.usage();
          rows.push([
            String(size * 2),
            label,
            step,
            String(data.length),
            String(total),
            String(usage.documentReads),
            String(usage.aggregations),
            `${elapsed.toFixed(0)} ms`,
          ]);
        }
        await connection.close();
      }
    }
  } finally {
    meter.restore();
    await env.clearFirestore();
    await env.cleanup();
  }
  const header = [
    'users in collection',
    'caller',
    'request',
    'rows',
    'total',
    'doc reads',
    'counts',
    'time',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

await main();
