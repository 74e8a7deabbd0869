// firestore.rules repeats the schemas' bounds and enums (the rules language cannot import them):
// each row below names a schema field and the rules function and key that check the same field, and
// the test reads both. A bounded schema field missing from the rows fails the last test, so a new
// bound is either repeated in the rules or named here as checked by the callables only.
import { z } from 'zod';
import rules from '../../../firestore.rules?raw';
import {
  alertActionSchema,
  articleSchema,
  codeSchema,
  divisionSchema,
  industrySchema,
  messageLevelSchema,
  notificationSchema,
  organisationSchema,
  questionSchema,
  createUserSchema,
  userMoveSchema,
} from '@/domain/schemas/entities';

const SCHEMAS: Record<string, z.ZodObject> = {
  alertAction: alertActionSchema,
  article: articleSchema,
  code: codeSchema,
  division: divisionSchema,
  industry: industrySchema,
  messageLevel: messageLevelSchema,
  notification: notificationSchema,
  organisation: organisationSchema,
  question: questionSchema,
  createUser: createUserSchema,
  userMove: userMoveSchema,
};

/** [schema.field, rules function, key the rules check] */
const REPEATED: [string, string, string][] = [
  ['alertAction.status', 'isAlertAction', 'status'],
  ['alertAction.comment', 'isAlertAction', 'comment'],
  ['article.title', 'isArticle', 'title'],
  ['article.authorName', 'isArticle', 'authorName'],
  ['article.hashtags', 'isArticle', 'hashtags'],
  ['article.categories', 'isArticle', 'categories'],
  ['article.body', 'isArticle', 'body'],
  ['article.bodyImagesUrls', 'isArticle', 'bodyImagesUrls'],
  ['article.questionnaires', 'isArticle', 'questionnaires'],
  ['article.authorImage', 'isArticle', 'authorImage'],
  ['code.code', 'codeFieldsValid', 'code'],
  ['code.maximumUsage', 'codeFieldsValid', 'maximumUsage'],
  ['division.name', 'isDivision', 'name'],
  ['division.description', 'isDivision', 'description'],
  ['industry.name', 'isIndustry', 'name'],
  ['messageLevel.frequency', 'isMessageLevel', 'frequency'],
  ['messageLevel.subject', 'isMessageLevel', 'subject'],
  ['messageLevel.message', 'isMessageLevel', 'message'],
  ['notification.title', 'isNotification', 'title'],
  ['notification.body', 'isNotification', 'body'],
  ['notification.measurement', 'isNotification', 'measurement'],
  ['organisation.name', 'organisationFieldsValid', 'name'],
  ['organisation.address', 'organisationFieldsValid', 'address'],
  ['organisation.phone', 'organisationFieldsValid', 'phone'],
  ['organisation.industry', 'organisationFieldsValid', 'industry'],
  ['organisation.divisionName', 'codeFieldsValid', 'divisionName'],
  ['question.label', 'isQuestion', 'label'],
  ['question.type', 'isQuestion', 'type'],
  ['question.category', 'isQuestion', 'category'],
  ['question.section', 'isQuestion', 'section'],
  ['question.questionnaire', 'isQuestion', 'questionnaire'],
  ['question.unit', 'isQuestion', 'unit'],
  ['question.order', 'isQuestion', 'order'],
  ['question.icon', 'isQuestion', 'icon'],
  ['question.answers', 'isQuestion', 'answers'],
  ['createUser.email', 'isPerson', 'email'],
  ['createUser.firstName', 'profileFieldsValid', 'firstName'],
  ['createUser.lastName', 'profileFieldsValid', 'lastName'],
  ['userMove.newOrgName', 'isPerson', 'organisation'],
  ['userMove.newDivisionName', 'isPerson', 'division'],
];

/** Bounded fields only the callables receive (no client writes them). */
const CALLABLES_ONLY = new Set(['createUser.role', 'createUser.divisionId']);

/** The body of `function name(...) { ... }` in firestore.rules, up to the next function. */
function rulesFunction(name: string): string {
  const start = rules.search(new RegExp(`function ${name}\\(`));
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const next = rules.indexOf('\n    function ', start + 1);
  return rules.slice(start, next < 0 ? undefined : next);
}

/** The values a rules function that returns one literal gives: `maxCode()` is [32]. */
function literalOf(name: string): (string | number)[] {
  const match = rules.match(new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]*);`));
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return [...match[1].matchAll(/'([^']*)'|(\d+)/g)].map((found) =>
    found[1] !== undefined ? found[1] : Number(found[2]),
  );
}

/** The bound or enum the rules give `key` in one function: [what, values]. */
function rulesBound(functionName: string, key: string): { kind: string; values: unknown[] } {
  const lines = rulesFunction(functionName)
    .split('\n')
    .filter((line) => new RegExp(`['.]${key}\\b`).test(line));
  const joined = lines.join(' ');
  const max = joined.match(/max(\w+)\(\)/);
  if (max) return { kind: 'max', values: literalOf(`max${max[1]}`) };
  const list = joined.match(/ in (\w+)\(\)/) ?? joined.match(/(\w+)\(\)\.hasAll/);
  if (list) return { kind: 'enum', values: literalOf(list[1]) };
  throw new Error(`${functionName} bounds no '${key}'`);
}

type Json = {
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  enum?: unknown[];
  items?: Json;
  anyOf?: Json[];
};

function schemaField(path: string): z.ZodType {
  const [schema, field] = path.split('.');
  return SCHEMAS[schema].shape[field] as z.ZodType;
}

function schemaBound(path: string): { kind: string; values: unknown[] } | undefined {
  const json = z.toJSONSchema(schemaField(path), { io: 'input' }) as Json;
  const plain = json.anyOf?.find((option) => option.maxLength !== undefined) ?? json;
  const max = plain.maxLength ?? plain.maxItems ?? plain.maximum;
  if (plain.enum) return { kind: 'enum', values: plain.enum };
  if (max !== undefined && plain.items?.enum && path !== 'article.categories') {
    return { kind: 'max', values: [max] };
  }
  if (plain.items?.enum) return { kind: 'enum', values: plain.items.enum };
  if (max !== undefined) return { kind: 'max', values: [max] };
  return undefined;
}

describe('the bounds firestore.rules repeats from the schemas', () => {
  it.each(REPEATED)('%s is bounded as %s checks %s', (path, functionName, key) => {
    expect(rulesBound(functionName, key)).toEqual(schemaBound(path));
  });

  it('lists every bounded schema field', () => {
    const listed = new Set(REPEATED.map(([path]) => path));
    const bounded = Object.entries(SCHEMAS).flatMap(([name, schema]) =>
      Object.keys(schema.shape)
        .map((field) => `${name}.${field}`)
        .filter((path) => schemaBound(path) !== undefined),
    );
    expect(bounded.filter((path) => !listed.has(path) && !CALLABLES_ONLY.has(path))).toEqual([]);
  });
});
