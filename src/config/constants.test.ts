import rules from '../../firestore.rules?raw';
import { measurementsOf } from '@/domain/measurements';
import {
  ALERT_STATUSES,
  ANSWER_TYPES,
  CATEGORIES,
  CUSTOM_QUESTIONNAIRES,
  FIELD_LIMITS,
  MESSAGE_FREQUENCY_DAYS,
} from '@/config/constants';

/** The body of a rules function that returns one literal: `function name() { return …; }`. */
function literalOf(name: string): string {
  const match = rules.match(new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]*);`));
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1];
}

function listOf(name: string): (string | number)[] {
  return [...literalOf(name).matchAll(/'([^']*)'|(\d+)/g)].map((match) =>
    match[1] !== undefined ? match[1] : Number(match[2]),
  );
}

describe('the copies of the constants in firestore.rules', () => {
  it('bounds every field as FIELD_LIMITS says', () => {
    // One rules function per bound: FIELD_LIMITS.personName is maxPersonName().
    const entries = [...rules.matchAll(/function max(\w+)\(\) \{ return (\d+); \}/g)].map(
      ([, name, value]) => [name[0].toLowerCase() + name.slice(1), Number(value)],
    );
    expect(Object.fromEntries(entries)).toEqual({ ...FIELD_LIMITS });
  });

  it('uses the enums of docs/product.md §9', () => {
    expect(listOf('categories')).toEqual([...CATEGORIES]);
    expect(listOf('alertStatuses')).toEqual([...ALERT_STATUSES]);
    expect(listOf('answerTypes')).toEqual([...ANSWER_TYPES]);
    expect(listOf('customQuestionnaireKeys')).toEqual(CUSTOM_QUESTIONNAIRES.map(({ key }) => key));
    expect(listOf('messageFrequencies')).toEqual([...MESSAGE_FREQUENCY_DAYS]);
  });

  it('reads a health check by the Body measurements', () => {
    expect(listOf('healthCheckKeys')).toEqual(measurementsOf('Body').map(({ key }) => key));
  });
});
