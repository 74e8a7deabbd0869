// One scope of an organisation's docs/product.md §3 `scores` map, with only the fields that section
// lists, as the older clients wrote it: the fixture of the tests that show such organisations on
// the dashboards (src/domain/scoreDocuments.ts). Dates become Timestamps when written.

export interface StoredMeasurement {
  category: 'body' | 'mind' | 'life';
  key: string;
  question: string;
  green: number;
  orange: number;
  red: number;
}

export interface StoredScoreSetOptions {
  activeUsers: number;
  /** The total and every category score. */
  score: number;
  calculatedAt: Date;
  /** The one measurement the set has results for. */
  measurement: StoredMeasurement;
  /** An earlier calculation, kept in the histories. */
  previous?: { calculatedAt: Date; score: number; green: number; orange: number; red: number };
}

export function storedScoreSet(options: StoredScoreSetOptions) {
  const { activeUsers, score, calculatedAt, measurement, previous } = options;
  const { category, key, question, green, orange, red } = measurement;
  const totalUsers = green + orange + red;
  const average = (at: Date, value: number) => ({
    averageScore: value,
    body: value,
    mind: value,
    life: value,
    activeUsers,
    calculatedAt: at,
  });
  return {
    body: {},
    mind: {},
    life: {},
    averageScore: {
      ...average(calculatedAt, score),
      bodyComplete: category === 'body' ? totalUsers : 0,
      mindComplete: category === 'mind' ? totalUsers : 0,
      lifeComplete: category === 'life' ? totalUsers : 0,
      totalComplete: 0,
      history: previous
        ? [average(previous.calculatedAt, previous.score), average(calculatedAt, score)]
        : [],
    },
    [category]: {
      [key]: {
        green,
        orange,
        red,
        totalUsers,
        question,
        calculatedAt,
        history: previous
          ? [
              {
                green: previous.green,
                orange: previous.orange,
                red: previous.red,
                calculatedAt: previous.calculatedAt,
              },
            ]
          : [],
      },
    },
  };
}

/**
 * An organisation document with only docs/product.md §3 fields and its `scores` map, with the
 * divisions North (`north`) and South (`south`).
 */
export function storedOrganisation(
  name: string,
  industry: string,
  scores: Record<string, unknown>,
) {
  return {
    name,
    address: '1 Old Street',
    phone: '',
    isActive: true,
    managers: [],
    employees: [],
    divisions: [
      { id: 'north', name: 'North' },
      { id: 'south', name: 'South' },
    ],
    industry,
    customQuestionnaires: [],
    createdAt: new Date('2025-01-01T00:00:00Z'),
    scores,
  };
}

/** The months of the read tests' organisation score documents: calculated in March. */
export const SCORED_IN = {
  march: new Date('2026-03-01T00:00:00Z'),
  february: new Date('2026-02-01T00:00:00Z'),
} as const;

/**
 * The `all` score document of the read tests' `index`th organisation: one Body measurement whose
 * figures vary with the index, calculated in March after a February calculation.
 */
export function storedAllScores(id: string, index: number, divisionNames: Record<string, string>) {
  return {
    organisationId: id,
    scopeId: 'all',
    divisionNames,
    ...storedScoreSet({
      activeUsers: 3 + (index % 5),
      score: 60 + (index % 30),
      calculatedAt: SCORED_IN.march,
      measurement: {
        category: 'body',
        key: 'alcohol',
        question: 'Alcohol',
        green: index % 4,
        orange: index % 3,
        red: index % 2,
      },
      previous: { calculatedAt: SCORED_IN.february, score: 55, green: 1, orange: 1, red: 1 },
    }),
  };
}
