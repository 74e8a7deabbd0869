import {
  divisionMaps,
  divisionMapsChange,
  divisionsWithoutCodes,
  divisionsOfNames,
  divisionsUpdate,
  holdsDivisionMaps,
  renamedDivisions,
} from './divisionMaps';

const ops = { id: 'ops', name: 'Operations', description: 'Field work' };
const sales = { id: 'sales', name: 'Sales' };
/** A division as an older client wrote it: with a copy of its codes (docs/product.md §3). */
const withCodes = {
  ...sales,
  codes: [{ id: 'c1', code: 'SALES', organisationId: 'o', organisationName: 'O', maximumUsage: 5 }],
};

const stored = (fields: Record<string, unknown>) => ({ get: (field: string) => fields[field] });

describe('divisionMaps', () => {
  it('keys every well-formed division by id: its name, and its whole entry', () => {
    expect(divisionMaps({ divisions: [ops, sales] })).toEqual({
      divisionNames: { ops: 'Operations', sales: 'Sales' },
      divisionsById: { ops, sales },
    });
  });

  it('keeps no copy of codes, which every member of the organisation would read', () => {
    expect(divisionMaps({ divisions: [ops, withCodes] })).toEqual({
      divisionNames: { ops: 'Operations', sales: 'Sales' },
      divisionsById: { ops, sales },
    });
  });

  it('leaves out entries without an id or a name, and reads a missing list as none', () => {
    expect(
      divisionMaps({ divisions: [{ name: 'No id' }, { id: 'x' }, { id: 'a.b', name: 'Dot' }, 7] }),
    ).toEqual({ divisionNames: {}, divisionsById: {} });
    expect(divisionMaps({})).toEqual({ divisionNames: {}, divisionsById: {} });
  });
});

describe('divisionsWithoutCodes', () => {
  it('takes the codes out of the entries that carry them, and leaves a list without any alone', () => {
    expect(divisionsWithoutCodes([ops, withCodes, { ...ops, id: 'x', codes: [] }])).toEqual([
      ops,
      sales,
      { ...ops, id: 'x' },
    ]);
    expect(divisionsWithoutCodes([ops, sales])).toBeNull();
    expect(divisionsWithoutCodes(undefined)).toBeNull();
  });
});

describe('divisionMapsChange', () => {
  it('sets the name and entry of an added division only', () => {
    expect(divisionMapsChange([ops], [ops, sales])).toEqual({
      set: { 'divisionNames.sales': 'Sales', 'divisionsById.sales': sales },
      remove: [],
    });
  });

  it('sets both keys of an edited division, its name unchanged or not', () => {
    const described = { ...ops, description: 'Depot' };
    expect(divisionMapsChange([ops, sales], [described, sales])).toEqual({
      set: { 'divisionNames.ops': 'Operations', 'divisionsById.ops': described },
      remove: [],
    });
  });

  it('removes both keys of a division gone', () => {
    expect(divisionMapsChange([ops, sales], [sales])).toEqual({
      set: {},
      remove: ['divisionNames.ops', 'divisionsById.ops'],
    });
  });

  it('changes nothing when the list is the same', () => {
    expect(divisionMapsChange([ops, sales], [{ ...ops }, { ...sales }])).toEqual({
      set: {},
      remove: [],
    });
  });
});

describe('divisionsUpdate', () => {
  it('writes the changed entries of the maps where the document holds them', () => {
    const document = stored({ divisions: [ops], ...divisionMaps({ divisions: [ops] }) });
    expect(divisionsUpdate(document, [ops, sales])).toEqual({
      data: {
        divisions: [ops, sales],
        'divisionNames.sales': 'Sales',
        'divisionsById.sales': sales,
      },
      remove: [],
    });
  });

  it('writes the list alone where the document has no maps yet (the trigger writes them whole)', () => {
    expect(divisionsUpdate(stored({ divisions: [ops] }), [ops, sales])).toEqual({
      data: { divisions: [ops, sales] },
      remove: [],
    });
  });
});

describe('holdsDivisionMaps', () => {
  it('needs both maps', () => {
    expect(holdsDivisionMaps({ divisionNames: {}, divisionsById: {} })).toBe(true);
    expect(holdsDivisionMaps({ divisionNames: {} })).toBe(false);
    expect(holdsDivisionMaps({ divisionNames: [], divisionsById: {} })).toBe(false);
  });
});

describe('divisionsOfNames', () => {
  it('lists the named divisions by name, in any case, numbers in order', () => {
    expect(
      divisionsOfNames({ a: 'team 10', b: 'Team 2', c: 'Alpha', d: 42 }).map(({ name }) => name),
    ).toEqual(['Alpha', 'Team 2', 'team 10']);
    expect(divisionsOfNames(null)).toEqual([]);
  });
});

describe('renamedDivisions', () => {
  it('names the divisions in both lists whose name changed', () => {
    expect(
      renamedDivisions(
        { divisions: [ops, sales] },
        { divisions: [{ ...ops, name: 'Ops' }, sales, { id: 'new', name: 'New' }] },
      ),
    ).toEqual([{ id: 'ops', name: 'Ops' }]);
    expect(renamedDivisions(undefined, { divisions: [ops] })).toEqual([]);
  });

  it("takes a new division called 'constructor' for new, not renamed", () => {
    const added = { id: 'constructor', name: 'Builders' };
    expect(renamedDivisions({ divisions: [ops] }, { divisions: [ops, added] })).toEqual([]);
  });
});
