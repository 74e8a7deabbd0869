// docs/app-contract.md results: the app sends the user's values of one category; the server gives
// each its colour by the docs/product.md §9 ranges (domain/scoreRanges) and stores it in the user's
// own `scores`. Organisation and industry aggregates count these colours, so the client never
// writes a colour itself: one user moves the aggregates by at most their own result per
// measurement, and only with a value that has that colour. A value no person can have (outside
// domain/measurementBounds) is refused rather than coloured.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { CATEGORY_KEYS, type CategoryKey } from '@/config/constants';
import { computeResults, resultDateProblem } from '@/domain/appContract';
import { EX_SMOKER_YEARS_BOUNDS, outOfBounds } from '@/domain/measurementBounds';
import { ScoreRangeError, type MeasurementValue } from '@/domain/scoreRanges';
import { requireAppUser } from './appUser';
import { callableOptions } from './options';
import { isRecord, requireRecord } from './validation';

type Contract = CallableContracts['submitResults'];

const invalid = (message: string) => new HttpsError('invalid-argument', message);

export const submitResults = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const { ref, user } = await requireAppUser(request);
    const data = requireRecord(request.data, 'Request');
    const category = CATEGORY_KEYS.find((known) => known === data.category);
    if (!category) throw invalid(`category must be one of ${CATEGORY_KEYS.join(', ')}.`);
    const values = requireRecord(data.values, 'values') as Record<string, MeasurementValue>;
    if (data.diabetic !== undefined && typeof data.diabetic !== 'boolean') {
      throw invalid('diabetic must be true or false.');
    }
    if (data.exSmokerYears !== undefined) {
      if (typeof data.exSmokerYears !== 'number' || !Number.isFinite(data.exSmokerYears)) {
        throw invalid('exSmokerYears must be a number of years.');
      }
      const impossible = outOfBounds('exSmokerYears', data.exSmokerYears, EX_SMOKER_YEARS_BOUNDS);
      if (impossible) throw invalid(impossible);
    }
    const now = new Date();
    const measuredAt = data.measuredAt === undefined ? now : new Date(String(data.measuredAt));
    const dateProblem = resultDateProblem(measuredAt, now);
    if (dateProblem) throw invalid(`${dateProblem}.`);

    const stored = user.scores as Partial<Record<CategoryKey, unknown>> | undefined;
    const storedHeight = isRecord(stored?.body) ? stored.body.height : undefined;
    const storedHeightValue = isRecord(storedHeight) ? storedHeight.value : undefined;
    let results;
    try {
      results = computeResults({
        category,
        values,
        sex: user.sex === 'male' || user.sex === 'female' ? user.sex : undefined,
        diabetic: data.diabetic as boolean | undefined,
        exSmokerYears: data.exSmokerYears as number | undefined,
        storedHeightCm: typeof storedHeightValue === 'number' ? storedHeightValue : undefined,
      });
    } catch (error) {
      if (error instanceof ScoreRangeError) throw invalid(error.message);
      throw error;
    }

    const calculatedAt = Timestamp.fromDate(measuredAt);
    const changes: Record<string, unknown> = {};
    for (const [key, result] of Object.entries(results)) {
      changes[`scores.${category}.${key}`] = { ...result, calculatedAt };
    }
    await ref.update(changes);
    return {
      colours: Object.fromEntries(
        Object.entries(results).map(([key, result]) => [key, result.colour]),
      ),
    };
  },
);
