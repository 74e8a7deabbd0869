// Twelve months of one user's own results (UserScores of domain/types), colours from the shared
// score ranges. Each person has lasting traits (sex, height, diabetes, smoking, drinking) and a
// tendency per category drawn around their organisation's health profile; results are re-measured
// at a realistic interval (questionnaires monthly, blood tests half-yearly) and drift with the
// organisation's trend. Measurements are only present from the month a person first did them.
import type { Category } from '@/config/constants';
import { MEASUREMENTS } from '@/domain/measurements';
import {
  classifyMeasurement,
  type ClassificationContext,
  type Sex,
  type SmokingStatus,
} from '@/domain/scoreRanges';
import type { UserMeasurementResult, UserScores } from '@/domain/types';
import type { HealthProfile } from './organisations';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

interface MeasurementGroup {
  name: string;
  category: Category;
  keys: string[];
  /** Share of the people who completed the category that also did this group. */
  uptake: number;
  /** Months between two measurements. */
  interval: [number, number];
}

const GROUPS: readonly MeasurementGroup[] = [
  { name: 'life', category: 'Life', keys: ['life'], uptake: 1, interval: [1, 2] },
  { name: 'mindfulness', category: 'Mind', keys: ['mindfulness'], uptake: 0.8, interval: [1, 3] },
  { name: 'sleep', category: 'Mind', keys: ['sleep'], uptake: 0.9, interval: [1, 2] },
  { name: 'gratitude', category: 'Mind', keys: ['gratitude'], uptake: 0.75, interval: [1, 3] },
  {
    name: 'dass21',
    category: 'Mind',
    keys: ['depression', 'anxiety', 'stress'],
    uptake: 0.85,
    interval: [2, 3],
  },
  {
    name: 'emotionalIndex',
    category: 'Mind',
    keys: ['emotionalIndex'],
    uptake: 0.7,
    interval: [1, 2],
  },
  {
    name: 'physical',
    category: 'Body',
    keys: ['weight', 'height', 'waistCircumference'],
    uptake: 0.95,
    interval: [2, 4],
  },
  {
    name: 'lifestyle',
    category: 'Body',
    keys: ['smoking', 'alcohol'],
    uptake: 0.9,
    interval: [2, 3],
  },
  {
    name: 'heart',
    category: 'Body',
    keys: ['systolicDiastolic', 'restingHeartRate'],
    uptake: 0.75,
    interval: [3, 4],
  },
  { name: 'lung', category: 'Body', keys: ['lungFunction'], uptake: 0.5, interval: [6, 6] },
  {
    name: 'blood',
    category: 'Body',
    keys: ['totalCholesterol', 'hdl', 'ldl', 'triglycerides', 'ratioCholesterolHdl', 'hba1c'],
    uptake: 0.55,
    interval: [5, 6],
  },
];

const CATEGORY_FIELD: Record<Category, keyof UserScores> = {
  Body: 'body',
  Mind: 'mind',
  Life: 'life',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, decimals = 0) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export interface PersonTraits {
  sex: Sex;
  heightCm: number;
  diabetic: boolean;
  smoking: { status: SmokingStatus; exYears: number; quitMonth?: number };
  drinker: boolean;
}

export function drawTraits(random: Random, sex: Sex, profile: HealthProfile): PersonTraits {
  const heightCm = round(sex === 'male' ? random.normal(177, 7) : random.normal(164, 6.5), 1);
  const roll = random.next();
  const status: SmokingStatus =
    roll < profile.smokers ? 'current' : roll < profile.smokers + 0.18 ? 'ex' : 'never';
  // In the organisations that improve over the year, some smokers quit.
  const quits = status === 'current' && profile.trend < 0 && random.chance(0.4);
  return {
    sex,
    heightCm,
    diabetic: random.chance(0.05 + Math.max(0, profile.body) * 0.05),
    smoking: {
      status,
      exYears: round(random.between(0.2, 20), 1),
      quitMonth: quits ? random.int(2, 10) : undefined,
    },
    drinker: random.chance(profile.drinkers),
  };
}

/** Value model of the numeric measurements: mean and spread, and whether higher is worse. */
interface NumericModel {
  mean: number | ((traits: PersonTraits) => number);
  deviation: number;
  higherIsWorse: boolean;
  min: number;
  max: number;
  decimals: number;
  /** DASS-21 scale scores are item sums doubled, so even. */
  even?: boolean;
}

const questionnaireModel = (mean: number): NumericModel => ({
  mean,
  deviation: 15,
  higherIsWorse: false,
  min: 0,
  max: 100,
  decimals: 0,
});

const dassModel = (mean: number, deviation: number): NumericModel => ({
  mean,
  deviation,
  higherIsWorse: true,
  min: 0,
  max: 42,
  decimals: 0,
  even: true,
});

const NUMERIC_MODELS: Record<string, NumericModel> = {
  life: questionnaireModel(68),
  mindfulness: questionnaireModel(64),
  sleep: questionnaireModel(60),
  gratitude: questionnaireModel(72),
  emotionalIndex: questionnaireModel(66),
  depression: dassModel(7, 7),
  anxiety: dassModel(5, 6),
  stress: dassModel(12, 8),
  waistCircumference: {
    mean: (traits) => (traits.sex === 'male' ? 93 : 81),
    deviation: 10,
    higherIsWorse: true,
    min: 58,
    max: 150,
    decimals: 0,
  },
  lungFunction: {
    mean: (traits) => (traits.smoking.status === 'current' ? 78 : 90),
    deviation: 13,
    higherIsWorse: false,
    min: 30,
    max: 125,
    decimals: 0,
  },
  restingHeartRate: {
    mean: 69,
    deviation: 10,
    higherIsWorse: true,
    min: 45,
    max: 125,
    decimals: 0,
  },
  hba1c: {
    mean: (traits) => (traits.diabetic ? 54 : 36),
    deviation: 5,
    higherIsWorse: true,
    min: 25,
    max: 95,
    decimals: 0,
  },
  totalCholesterol: {
    mean: 4.9,
    deviation: 0.9,
    higherIsWorse: true,
    min: 2.5,
    max: 9.5,
    decimals: 1,
  },
  hdl: {
    mean: (traits) => (traits.sex === 'male' ? 1.2 : 1.45),
    deviation: 0.28,
    higherIsWorse: false,
    min: 0.5,
    max: 2.6,
    decimals: 2,
  },
  ldl: { mean: 2.8, deviation: 0.8, higherIsWorse: true, min: 0.8, max: 6.5, decimals: 1 },
  triglycerides: {
    mean: 1.5,
    deviation: 0.6,
    higherIsWorse: true,
    min: 0.4,
    max: 6,
    decimals: 1,
  },
};

interface GroupPlan {
  group: MeasurementGroup;
  startMonth: number;
  interval: number;
}

interface PersonState {
  /** Tendency per category (standard deviations towards worse). */
  tendency: Record<Category, number>;
  /** Each measurement's own lasting offset. */
  own: Record<string, number>;
  /** Month-to-month wobble per category. */
  wobble: Record<Category, number>;
}

/** The person's results for each of `snapshots` (oldest first), re-measured as planned. */
export function generateMonthlyScores(
  random: Random,
  traits: PersonTraits,
  profile: HealthProfile,
  snapshots: readonly Date[],
): UserScores[] {
  const months = snapshots.length;
  const plans: GroupPlan[] = [];
  const completed: Record<Category, boolean> = {
    Body: random.chance(profile.completion.body),
    Mind: random.chance(profile.completion.mind),
    Life: random.chance(profile.completion.life),
  };
  for (const group of GROUPS) {
    if (!completed[group.category] || !random.chance(group.uptake)) continue;
    plans.push({
      group,
      // About half had done it a year ago; the others joined in over the year.
      startMonth: random.chance(0.5) ? 0 : random.int(1, months - 1),
      interval: random.int(group.interval[0], group.interval[1]),
    });
  }

  const shift: Record<Category, number> = {
    Body: profile.body,
    Mind: profile.mind,
    Life: profile.life,
  };
  const state: PersonState = {
    tendency: {
      Body: shift.Body + random.normal(0, 0.85),
      Mind: shift.Mind + random.normal(0, 0.85),
      Life: shift.Life + random.normal(0, 0.85),
    },
    own: Object.fromEntries(MEASUREMENTS.map(({ key }) => [key, random.normal(0, 0.7)])),
    wobble: { Body: 0, Mind: 0, Life: 0 },
  };

  const results: UserScores[] = [];
  const latest = new Map<string, UserMeasurementResult>();
  for (let month = 0; month < months; month += 1) {
    for (const category of ['Body', 'Mind', 'Life'] as const) {
      state.wobble[category] = 0.6 * state.wobble[category] + random.normal(0, 0.3);
    }
    // The organisation's trend moves everyone a little over the year.
    const drift = (profile.trend * month) / Math.max(1, months - 1);
    for (const plan of plans) {
      const due = month >= plan.startMonth && (month - plan.startMonth) % plan.interval === 0;
      if (!due) continue;
      const measuredAt = new Date(snapshots[month].getTime() - random.int(0, 20) * DAY_MS);
      const z = (key: string) =>
        state.tendency[plan.group.category] +
        drift +
        state.wobble[plan.group.category] +
        state.own[key];
      for (const [key, result] of measure(plan.group, traits, month, z, random)) {
        latest.set(key, { ...result, calculatedAt: measuredAt });
      }
    }
    const scores: UserScores = {};
    for (const [key, result] of latest) {
      const definition = MEASUREMENTS.find((measurement) => measurement.key === key);
      if (!definition) continue;
      const field = CATEGORY_FIELD[definition.category];
      scores[field] = { ...scores[field], [key]: result };
    }
    results.push(scores);
  }
  return results;
}

type Measured = [string, Omit<UserMeasurementResult, 'calculatedAt'>];

function numeric(key: string, traits: PersonTraits, z: number): number {
  const model = NUMERIC_MODELS[key];
  const mean = typeof model.mean === 'function' ? model.mean(traits) : model.mean;
  const direction = model.higherIsWorse ? 1 : -1;
  const value = clamp(mean + direction * model.deviation * z, model.min, model.max);
  return model.even ? Math.round(value / 2) * 2 : round(value, model.decimals);
}

function result(key: string, value: number | string, context: ClassificationContext): Measured {
  return [key, { value, colour: classifyMeasurement(key, value, context) }];
}

function measure(
  group: MeasurementGroup,
  traits: PersonTraits,
  month: number,
  z: (key: string) => number,
  random: Random,
): Measured[] {
  const context: ClassificationContext = {
    sex: traits.sex,
    diabetic: traits.diabetic,
    heightCm: traits.heightCm,
  };
  switch (group.name) {
    case 'physical': {
      const bmi = clamp(26.5 + 4.2 * z('weight'), 18, 46);
      const weight = round((bmi * traits.heightCm * traits.heightCm) / 10_000, 1);
      return [
        result('weight', weight, context),
        result('height', traits.heightCm, context),
        result(
          'waistCircumference',
          numeric('waistCircumference', traits, z('waistCircumference')),
          context,
        ),
      ];
    }
    case 'lifestyle': {
      const { smoking } = traits;
      const quit = smoking.quitMonth !== undefined && month >= smoking.quitMonth;
      const status: SmokingStatus = quit ? 'ex' : smoking.status;
      const exSmokerYears = quit
        ? round((month - (smoking.quitMonth ?? month)) / 12 + 0.05, 2)
        : round(smoking.exYears + month / 12, 2);
      const drinks = traits.drinker
        ? Math.max(1, Math.round(7 + 5 * z('alcohol') + random.normal(0, 1.5)))
        : 0;
      return [
        result('smoking', status, { ...context, exSmokerYears }),
        result('alcohol', drinks, context),
      ];
    }
    case 'heart': {
      const pressure = z('systolicDiastolic');
      const systolic = Math.round(clamp(123 + 13 * pressure + random.normal(0, 3), 95, 190));
      const diastolic = Math.round(clamp(79 + 8.5 * pressure + random.normal(0, 3), 55, 120));
      return [
        result('systolicDiastolic', `${systolic}/${diastolic}`, context),
        result(
          'restingHeartRate',
          numeric('restingHeartRate', traits, z('restingHeartRate')),
          context,
        ),
      ];
    }
    case 'blood': {
      const total = numeric('totalCholesterol', traits, z('totalCholesterol'));
      const hdl = numeric('hdl', traits, z('hdl'));
      return [
        result('totalCholesterol', total, context),
        result('hdl', hdl, context),
        result('ldl', numeric('ldl', traits, z('ldl')), context),
        result('triglycerides', numeric('triglycerides', traits, z('triglycerides')), context),
        result('ratioCholesterolHdl', round(total / hdl, 1), context),
        result('hba1c', numeric('hba1c', traits, z('hba1c')), context),
      ];
    }
    default:
      return group.keys.map((key) => result(key, numeric(key, traits, z(key)), context));
  }
}
