// Writes firestore.indexes.json from the resources' data specs (src/resources/registry.ts) and the
// TTL policies (scripts/indexes.ts), formatted as Prettier keeps it. Run it after a change
// of a resource's filters or sorts: `npx tsx scripts/firestoreIndexes.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { indexesFile } from './indexes';
import { DATA_SPECS } from '../src/resources/registry';

const target = fileURLToPath(new URL('../firestore.indexes.json', import.meta.url));
writeFileSync(
  target,
  await format(JSON.stringify(indexesFile(DATA_SPECS), null, 2), { filepath: target }),
);
console.log(`wrote ${target}`);
