// Local stack ports (ARCHITECTURE.md). KYND_PORT_OFFSET shifts every port, so that a second stack
// (for example the test suite's) can run beside `npm start`'s without a clash.
export const BASE_PORTS = {
  app: 5173,
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

export function parsePortOffset(value: string | undefined): number {
  const offset = Number(value ?? 0);
  return Number.isInteger(offset) && offset >= 0 && offset < 50_000 ? offset : 0;
}
