import { MEASUREMENTS } from '@/domain/measurements';
import {
  ScoreRangeError,
  classifyMeasurement,
  scoreRangesOf,
  type ClassificationContext,
  type MeasurementValue,
} from '@/domain/scoreRanges';

type Case = [value: MeasurementValue, expected: 'red' | 'orange' | 'green'];

function expectColours(key: string, cases: Case[], context: ClassificationContext = {}) {
  for (const [value, expected] of cases) {
    expect({ value, colour: classifyMeasurement(key, value, context) }).toEqual({
      value,
      colour: expected,
    });
  }
}

describe('classifyMeasurement: docs/product.md §9 boundaries', () => {
  it('waist, male: >100 red, 94 to 100 orange, <94 green', () => {
    expectColours(
      'waistCircumference',
      [
        [93.9, 'green'],
        [94, 'orange'],
        [100, 'orange'],
        [100.1, 'red'],
      ],
      { sex: 'male' },
    );
  });

  it('waist, female: >86 red, 80 to 86 orange, <80 green', () => {
    expectColours(
      'waistCircumference',
      [
        [79.9, 'green'],
        [80, 'orange'],
        [86, 'orange'],
        [86.1, 'red'],
      ],
      { sex: 'female' },
    );
  });

  it('waist with unknown sex uses the stricter female ranges', () => {
    expectColours('waistCircumference', [
      [85, 'orange'],
      [90, 'red'],
    ]);
  });

  it('smoking: current red, ex-smoker under 1 year orange, never or over 1 year green', () => {
    expectColours('smoking', [['current', 'red']]);
    expectColours('smoking', [['never', 'green']]);
    expectColours('smoking', [['ex', 'orange']], { exSmokerYears: 0.9 });
    expectColours('smoking', [['ex', 'green']], { exSmokerYears: 1 });
    expectColours('smoking', [['ex', 'green']], { exSmokerYears: 3 });
  });

  it('smoking refuses an ex-smoker without years and an unknown status', () => {
    expect(() => classifyMeasurement('smoking', 'ex')).toThrow(ScoreRangeError);
    expect(() => classifyMeasurement('smoking', 'sometimes')).toThrow(ScoreRangeError);
  });

  it('alcohol, male: >15 red, >0 to 15 orange, 0 green', () => {
    expectColours(
      'alcohol',
      [
        [0, 'green'],
        [0.5, 'orange'],
        [15, 'orange'],
        [16, 'red'],
      ],
      { sex: 'male' },
    );
  });

  it('alcohol, female: >10 red, >0 to 10 orange, 0 green', () => {
    expectColours(
      'alcohol',
      [
        [0, 'green'],
        [1, 'orange'],
        [10, 'orange'],
        [11, 'red'],
      ],
      { sex: 'female' },
    );
  });

  it('systolic: >=140 red, >120 and <140 orange, <=120 green', () => {
    expectColours('systolicDiastolic', [
      [{ systolic: 120, diastolic: 70 }, 'green'],
      [{ systolic: 121, diastolic: 70 }, 'orange'],
      [{ systolic: 139, diastolic: 70 }, 'orange'],
      [{ systolic: 140, diastolic: 70 }, 'red'],
    ]);
  });

  it('diastolic: >=100 red, >91 and <100 orange, <=91 green', () => {
    expectColours('systolicDiastolic', [
      ['110/91', 'green'],
      ['110/92', 'orange'],
      ['110/99', 'orange'],
      ['110/100', 'red'],
    ]);
  });

  it('a blood pressure reading takes the worse of its two colours', () => {
    expectColours('systolicDiastolic', [
      ['145/80', 'red'],
      ['125/101', 'red'],
      ['125 / 80', 'orange'],
    ]);
    expect(() => classifyMeasurement('systolicDiastolic', '120')).toThrow(ScoreRangeError);
  });

  it('resting heart rate: >99 red, 65 to 99 orange, <65 green', () => {
    expectColours('restingHeartRate', [
      [64, 'green'],
      [65, 'orange'],
      [99, 'orange'],
      [100, 'red'],
    ]);
  });

  it('lung function: <50% red, 50 to <80% orange, >=80% green', () => {
    expectColours('lungFunction', [
      [49.9, 'red'],
      [50, 'orange'],
      [79.9, 'orange'],
      [80, 'green'],
    ]);
  });

  it('total cholesterol: >6 red, 4 to 6 orange, <4 green', () => {
    expectColours('totalCholesterol', [
      [3.9, 'green'],
      [4, 'orange'],
      [6, 'orange'],
      [6.1, 'red'],
    ]);
  });

  it('HDL: <0.8 red, 0.8 to 0.9 orange, >0.9 green', () => {
    expectColours('hdl', [
      [0.79, 'red'],
      [0.8, 'orange'],
      [0.9, 'orange'],
      [0.91, 'green'],
    ]);
  });

  it('LDL: >3 red, 2 to 3 orange, <2 green', () => {
    expectColours('ldl', [
      [1.9, 'green'],
      [2, 'orange'],
      [3, 'orange'],
      [3.1, 'red'],
    ]);
  });

  it('triglycerides: >2.5 red, 2 to 2.5 orange, <2 green', () => {
    expectColours('triglycerides', [
      [1.9, 'green'],
      [2, 'orange'],
      [2.5, 'orange'],
      [2.6, 'red'],
    ]);
  });

  it('cholesterol/HDL ratio: >5 red, 4 to 5 orange, <4 green', () => {
    expectColours('ratioCholesterolHdl', [
      [3.9, 'green'],
      [4, 'orange'],
      [5, 'orange'],
      [5.1, 'red'],
    ]);
  });

  it('HbA1c, diabetic: >=55 red, 45 to <55 orange, <45 green', () => {
    expectColours(
      'hba1c',
      [
        [44, 'green'],
        [45, 'orange'],
        [54.9, 'orange'],
        [55, 'red'],
      ],
      { diabetic: true },
    );
  });

  it('HbA1c, non-diabetic: >=50 red, 40 to <50 orange, <40 green', () => {
    expectColours(
      'hba1c',
      [
        [39.9, 'green'],
        [40, 'orange'],
        [49.9, 'orange'],
        [50, 'red'],
      ],
      { diabetic: false },
    );
    expectColours('hba1c', [[50, 'red']]);
  });
});

describe('classifyMeasurement: documented ranges beyond docs/product.md', () => {
  it('weight by BMI: <25 green, 25 to <30 orange, >=30 red', () => {
    // 81 kg at 180 cm is a BMI of 25.
    expectColours(
      'weight',
      [
        [80.9, 'green'],
        [81, 'orange'],
        [97.1, 'orange'],
        [97.2, 'red'],
      ],
      { heightCm: 180 },
    );
  });

  it('weight cannot be scored without a height', () => {
    expect(() => classifyMeasurement('weight', 80)).toThrow(ScoreRangeError);
    expect(() => classifyMeasurement('weight', 80, { heightCm: 0 })).toThrow(ScoreRangeError);
  });

  it('a completed height is green', () => {
    expectColours('height', [
      [150, 'green'],
      [195, 'green'],
    ]);
    expect(() => classifyMeasurement('height', 'tall')).toThrow(ScoreRangeError);
  });

  it.each(['life', 'mindfulness', 'sleep', 'gratitude', 'emotionalIndex'])(
    '%s questionnaire: <40 red, 40 to <70 orange, >=70 green',
    (key) => {
      expectColours(key, [
        [0, 'red'],
        [39.9, 'red'],
        [40, 'orange'],
        [69.9, 'orange'],
        [70, 'green'],
        [100, 'green'],
      ]);
    },
  );

  it('DASS-21 depression: normal 0–9, mild/moderate 10–20, severe 21+', () => {
    expectColours('depression', [
      [9, 'green'],
      [10, 'orange'],
      [20, 'orange'],
      [21, 'red'],
      [42, 'red'],
    ]);
  });

  it('DASS-21 anxiety: normal 0–7, mild/moderate 8–14, severe 15+', () => {
    expectColours('anxiety', [
      [7, 'green'],
      [8, 'orange'],
      [14, 'orange'],
      [15, 'red'],
    ]);
  });

  it('DASS-21 stress: normal 0–14, mild/moderate 15–25, severe 26+', () => {
    expectColours('stress', [
      [14, 'green'],
      [15, 'orange'],
      [25, 'orange'],
      [26, 'red'],
    ]);
  });

  it('accepts numeric text and refuses non-numbers and unknown keys', () => {
    expectColours('restingHeartRate', [['70', 'orange']]);
    expect(() => classifyMeasurement('restingHeartRate', '')).toThrow(ScoreRangeError);
    expect(() => classifyMeasurement('restingHeartRate', 'fast')).toThrow(ScoreRangeError);
    expect(() => classifyMeasurement('shoeSize', 42)).toThrow(ScoreRangeError);
  });
});

describe('score range catalogue', () => {
  it('classifies and describes every scored measurement of the catalogue', () => {
    for (const { key } of MEASUREMENTS) {
      expect(() => classifyMeasurement(key, Number.NaN), key).not.toThrow(/No score ranges/);
      expect(scoreRangesOf(key), key).toMatchObject({ key });
    }
  });

  it("names each table's unit: the measurement's own, or that of the score made from it", () => {
    const questionnaire = 'score (0–100)';
    const dass21 = 'DASS-21 score (0–42)';
    expect(
      Object.fromEntries(MEASUREMENTS.map(({ key }) => [key, scoreRangesOf(key)?.unit])),
    ).toEqual({
      life: questionnaire,
      mindfulness: questionnaire,
      sleep: questionnaire,
      gratitude: questionnaire,
      depression: dass21,
      anxiety: dass21,
      stress: dass21,
      emotionalIndex: questionnaire,
      weight: 'BMI (kg/m²)',
      height: 'cm',
      waistCircumference: 'cm',
      smoking: undefined,
      alcohol: 'drinks per week',
      lungFunction: '%',
      hba1c: 'mmol/mol',
      restingHeartRate: 'bpm',
      systolicDiastolic: 'mmHg',
      totalCholesterol: 'mmol/L',
      hdl: 'mmol/L',
      ldl: 'mmol/L',
      triglycerides: 'mmol/L',
      ratioCholesterolHdl: undefined,
    });
  });

  it('shows male and female ranges where they differ', () => {
    expect(scoreRangesOf('waistCircumference')?.variants.map((variant) => variant.label)).toEqual([
      'Male',
      'Female',
    ]);
    expect(scoreRangesOf('alcohol')?.variants[1]).toEqual({
      label: 'Female',
      ranges: { red: '>10', orange: '>0 to 10', green: '0' },
    });
    expect(scoreRangesOf('restingHeartRate')).toEqual({
      key: 'restingHeartRate',
      unit: 'bpm',
      variants: [{ ranges: { red: '>99', orange: '65 to 99', green: '<65' } }],
    });
    expect(scoreRangesOf('unknown')).toBeUndefined();
  });
});
