// A Firestore held in memory, with only what the demo seed's history replay asks of one: the
// users' monthly updates, and the score calculation of
// functions/src/scores/calculateOrganisationScores.ts with its 'replay' source, which reads and
// writes it as it would the emulator. Twelve months of calculations take a second or two here;
// through the emulator, each one is dozens of reads and writes of growing history documents.
// Anything else throws, so that a calculation that comes to need more fails the seed rather than
// computing something else than the product does.
//
// Values are kept as Firestore keeps them: copied on the way in, dates as Timestamps, undefined
// refused, an update's dotted paths and deletions applied as Firestore applies them. Map keys are
// sorted (Firestore promises no order). Values are frozen rather than copied on the way out: a
// reader that changed what it read would throw instead of changing the store.
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { DocumentWrite } from './writes';

type Data = Record<string, unknown>;

const DELETE = FieldValue.delete();

function unsupported(what: string): never {
  throw new Error(`The in-memory Firestore of the seed does not support ${what}`);
}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A frozen copy of the value as Firestore stores it, or an error where Firestore would refuse it. */
function stored(value: unknown, field: string): unknown {
  if (value === undefined) return unsupported(`undefined (${field})`);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (value instanceof Timestamp) return value;
  if (Array.isArray(value)) {
    return Object.freeze(value.map((item, index) => stored(item, `${field}[${index}]`)));
  }
  if (!isPlain(value)) return unsupported(`${value.constructor.name} values (${field})`);
  return storedMap(value as Data, field);
}

function storedMap(data: Data, field = ''): Data {
  const keys = Object.keys(data).sort();
  return Object.freeze(
    Object.fromEntries(
      keys.map((key) => [key, stored(data[key], field ? `${field}.${key}` : key)]),
    ),
  );
}

/** A copy that can be changed, of a stored map. */
function thawed(data: Data): Data {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && isPlain(value) ? thawed(value as Data) : value,
    ]),
  );
}

function fieldOf(data: Data, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Data)[part];
  }
  return value;
}

/** update(): each dotted field path set, or deleted, as Firestore does. */
function updated(data: Data, changes: Data): Data {
  const next = thawed(data);
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    const deleting = value instanceof FieldValue && value.isEqual(DELETE);
    let parent: Data | undefined = next;
    for (const part of parts) {
      const inner: unknown = parent?.[part];
      if (inner !== null && typeof inner === 'object' && isPlain(inner)) {
        parent = inner as Data;
      } else if (deleting) {
        parent = undefined;
      } else if (parent) {
        parent = parent[part] = {};
      }
    }
    if (!parent) continue;
    if (deleting) delete parent[last];
    else parent[last] = stored(value, path);
  }
  return storedMap(next);
}

class MemoryDocumentSnapshot {
  constructor(
    readonly ref: MemoryDocumentReference,
    private readonly stored: Data | undefined,
  ) {}
  get id(): string {
    return this.ref.id;
  }
  get exists(): boolean {
    return this.stored !== undefined;
  }
  data(): Data | undefined {
    return this.stored;
  }
}

class MemoryDocumentReference {
  constructor(
    private readonly store: MemoryFirestore,
    readonly path: string,
  ) {}
  get id(): string {
    return this.path.slice(this.path.lastIndexOf('/') + 1);
  }
  collection(id: string): MemoryQuery {
    return this.store.collection(`${this.path}/${id}`);
  }
  async get(): Promise<MemoryDocumentSnapshot> {
    return this.store.snapshot(this.path);
  }
}

interface QueryShape {
  filters: { field: string; value: unknown }[];
  fields?: string[];
  limit?: number;
  after?: string;
}

/** A collection, or a query of it by equality, in document id order. */
class MemoryQuery {
  constructor(
    private readonly store: MemoryFirestore,
    readonly path: string,
    private readonly shape: QueryShape = { filters: [] },
  ) {}
  private with(change: Partial<QueryShape>): MemoryQuery {
    return new MemoryQuery(this.store, this.path, { ...this.shape, ...change });
  }
  doc(id: string): MemoryDocumentReference {
    return new MemoryDocumentReference(this.store, `${this.path}/${id}`);
  }
  where(field: string, operator: string, value: unknown): MemoryQuery {
    if (operator !== '==' || typeof value !== 'string') unsupported(`where ${operator}`);
    return this.with({ filters: [...this.shape.filters, { field, value }] });
  }
  select(...fields: string[]): MemoryQuery {
    if (fields.some((field) => field.includes('.'))) unsupported('a select of nested fields');
    return this.with({ fields });
  }
  orderBy(field: unknown): MemoryQuery {
    if (!(field instanceof FieldPath && field.isEqual(FieldPath.documentId()))) {
      unsupported('an order other than by document id');
    }
    return this;
  }
  limit(limit: number): MemoryQuery {
    return this.with({ limit });
  }
  startAfter(snapshot: MemoryDocumentSnapshot): MemoryQuery {
    return this.with({ after: snapshot.id });
  }
  async get(): Promise<{ docs: MemoryDocumentSnapshot[]; empty: boolean; size: number }> {
    const { filters, fields, limit, after } = this.shape;
    const docs = this.store
      .documentsIn(this.path)
      .filter(([id]) => after === undefined || id > after)
      .filter(([, data]) => filters.every(({ field, value }) => fieldOf(data, field) === value))
      .slice(0, limit)
      .map(([id, data]) => {
        const shown = fields
          ? Object.fromEntries(fields.filter((field) => field in data).map((f) => [f, data[f]]))
          : data;
        return new MemoryDocumentSnapshot(this.doc(id), shown);
      });
    return { docs, empty: docs.length === 0, size: docs.length };
  }
}

class MemoryWriteBatch {
  private readonly writes: (() => void)[] = [];
  constructor(private readonly store: MemoryFirestore) {}
  set(ref: MemoryDocumentReference, data: Data, options?: unknown): this {
    if (options !== undefined) unsupported('set with options');
    const copy = storedMap(data);
    this.writes.push(() => this.store.put(ref.path, copy));
    return this;
  }
  update(ref: MemoryDocumentReference, changes: Data): this {
    this.writes.push(() => {
      const before = this.store.read(ref.path);
      if (!before) throw new Error(`No document to update: ${ref.path}`);
      this.store.put(ref.path, updated(before, changes));
    });
    return this;
  }
  delete(ref: MemoryDocumentReference): this {
    this.writes.push(() => this.store.put(ref.path, undefined));
    return this;
  }
  async commit(): Promise<void> {
    for (const write of this.writes) write();
  }
}

export class MemoryFirestore {
  /** Documents by collection path, then by id. */
  private readonly collections = new Map<string, Map<string, Data>>();

  constructor(documents: readonly DocumentWrite[] = []) {
    for (const { path, data } of documents) this.put(path, storedMap(data));
  }

  /** For the code written against firebase-admin: what it calls of it is here. */
  asFirestore(): Firestore {
    return this as unknown as Firestore;
  }

  collection(path: string): MemoryQuery {
    return new MemoryQuery(this, path);
  }

  doc(path: string): MemoryDocumentReference {
    return new MemoryDocumentReference(this, path);
  }

  async getAll(...refs: MemoryDocumentReference[]): Promise<MemoryDocumentSnapshot[]> {
    return refs.map((ref) => this.snapshot(ref.path));
  }

  batch(): MemoryWriteBatch {
    return new MemoryWriteBatch(this);
  }

  /** Every document, as writes that would put them in a real Firestore. */
  documents(): DocumentWrite[] {
    return [...this.collections].flatMap(([collection, documents]) =>
      [...documents].map(([id, data]) => ({ path: `${collection}/${id}`, data })),
    );
  }

  snapshot(path: string): MemoryDocumentSnapshot {
    return new MemoryDocumentSnapshot(this.doc(path), this.read(path));
  }

  read(path: string): Data | undefined {
    const [collection, id] = splitPath(path);
    return this.collections.get(collection)?.get(id);
  }

  put(path: string, data: Data | undefined): void {
    const [collection, id] = splitPath(path);
    const documents = this.collections.get(collection) ?? new Map<string, Data>();
    this.collections.set(collection, documents);
    if (data) documents.set(id, data);
    else documents.delete(id);
  }

  /** The collection's documents in id order (Firestore's, for the ASCII ids the seed uses). */
  documentsIn(collection: string): [string, Data][] {
    return [...(this.collections.get(collection) ?? [])].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
  }
}

function splitPath(path: string): [collection: string, id: string] {
  const slash = path.lastIndexOf('/');
  if (slash <= 0 || path.split('/').length % 2 !== 0) unsupported(`the document path ${path}`);
  return [path.slice(0, slash), path.slice(slash + 1)];
}
