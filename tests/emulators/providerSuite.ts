// The life of a data provider test file against the Firestore emulator: the rules environment and
// the read meter for the file, the documents seeded afresh before each test (with the rules
// switched off), and the connections a test opened closed after it. Shared by the provider's
// emulator tests (dataProvider.test.ts, listRows.test.ts).
import { setLogLevel } from 'firebase/firestore/lite';
import type { DocumentData } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  connectAs,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';

export interface ProviderSuite {
  /** A connection as the identity (signed out for null), closed after the test. */
  connect: (identity: Identity | null, onChange?: (resource: string) => void) => Connection;
  /** The app's data provider, signed in as the identity (signed out for null). */
  as: (identity: Identity | null) => Connection['provider'];
  /** Firestore traffic since the test began. */
  readonly meter: ReadMeter;
  readonly env: RulesTestEnvironment;
}

export function providerSuite(
  projectId: string,
  data: Record<string, DocumentData>,
): ProviderSuite {
  let env: RulesTestEnvironment | undefined;
  let meter: ReadMeter | undefined;
  const open: Connection[] = [];

  beforeAll(async () => {
    // Refused requests are expected in these files; the SDK would log each one.
    setLogLevel('silent');
    env = await rulesEnvironment(projectId);
    meter = installReadMeter();
  });

  afterAll(async () => {
    meter?.restore();
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env?.clearFirestore();
    if (env) await seedDocuments(env, data);
    meter?.reset();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.close()));
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready once the suite has started`);
    return value;
  };
  const connect = (identity: Identity | null, onChange?: (resource: string) => void) => {
    const connection = connectAs(projectId, identity, onChange);
    open.push(connection);
    return connection;
  };
  return {
    connect,
    as: (identity) => connect(identity).provider,
    get meter() {
      return started(meter, 'The read meter');
    },
    get env() {
      return started(env, 'The rules environment');
    },
  };
}
