// KYND_PORT_OFFSET shifts every port, so that a second stack (the test suite's) can run beside
// `npm start`'s without a clash.
export const BASE_PORTS = {
  app: 5173,
  // The development build the end-to-end tests serve beside the production one (tests/helpers/globalApp.ts).
  devApp: 5174,
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  // Started by the Functions emulator alongside it; fixed here so that stacks do not collide.
  eventarc: 9299,
  tasks: 9499,
} as const;

export type StackPorts = { [K in keyof typeof BASE_PORTS]: number };

export function stackPorts(offset = 0): StackPorts {
  const entries = Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]);
  return Object.fromEntries(entries) as StackPorts;
}

/** The variables the Firebase SDKs (admin and client tools) read to reach a local stack. */
export function emulatorHosts(offset: number, host = '127.0.0.1') {
  const ports = stackPorts(offset);
  return {
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
  };
}

/** Ports in the stack's range that browsers and Node's fetch refuse (the WHATWG "bad ports"). */
const FETCH_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

export function blockedPorts(offset: number): string[] {
  return Object.entries(stackPorts(offset))
    .filter(([, port]) => FETCH_BLOCKED_PORTS.has(port))
    .map(([name, port]) => `${port} (${name})`);
}

/** 0 for an offset that is no whole number or would move a service past the last port. */
export function parsePortOffset(value: string | undefined): number {
  const offset = Number(value ?? 0);
  const highest = Math.max(...Object.values(BASE_PORTS)) + offset;
  return Number.isInteger(offset) && offset >= 0 && highest <= 65_535 ? offset : 0;
}
