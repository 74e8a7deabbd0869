// Questions in Chromium as the provider admin (docs/product.md §2 Questions, §4 Question edit, §5 Create
// question): a question of every answer type created, edited from its card and deleted, with what
// each step writes read back from Firestore; an edit with no change writes nothing.
import type { Locator, Page } from 'playwright-core';
import { ANSWER_TYPES, CUSTOM_OPTIONS_MAX } from '../../src/config/constants';
import { QUESTION_ICONS } from '../../src/domain/questionnaires';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitForPath,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

type AnswerType = (typeof ANSWER_TYPES)[number];

const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);
const QUESTIONNAIRE = 'Job Health Hazards';

let page: Page;

beforeAll(async () => {
  await prepareDemoData();
  page = await signedInPage('provider.admin@example.com');
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

const choose = (scope: Page | Locator, label: string, option: string) =>
  chooseOption(page, label, option, { scope });

function toast(text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Waits for a toast, then closes it (a click), so that the next wait sees a new one. */
async function expectToast(text: string): Promise<void> {
  const shown = toast(text).first();
  await expectVisible(shown);
  await shown.click();
  await shown.waitFor({ state: 'detached' });
}

async function storedQuestions(label: string) {
  const snapshot = await db.collection('questions').where('label', '==', label).get();
  return snapshot.docs;
}

function card(label: string): Locator {
  return page.getByRole('article', { name: label, exact: true });
}

/** The questions of the Life category's 'Job Health Hazards' questionnaire, filtered in the list. */
async function showQuestionnaire(): Promise<void> {
  await page.getByRole('button', { name: 'Life', exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Search by questionnaire' });
  await search.fill(QUESTIONNAIRE);
  await search.press('Enter');
  await expectVisible(page.getByRole('heading', { level: 2, name: QUESTIONNAIRE }));
}

async function fillAnswers(type: AnswerType, form: Locator): Promise<void> {
  if (type === 'Number') {
    await form.getByRole('textbox', { name: 'Unit' }).fill('hours');
  }
  if (type === 'Custom options') {
    // docs/product.md §5: two empty options to start with, removal blocked at 2, at most 6.
    await expectVisible(form.getByRole('textbox', { name: 'Option 2' }));
    expect(await form.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(2);
    expect(await form.getByRole('button', { name: 'Remove option 1' }).isDisabled()).toBe(true);
    const add = form.getByRole('button', { name: 'Add option' });
    while (!(await add.isDisabled())) await add.click();
    expect(await form.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(
      CUSTOM_OPTIONS_MAX,
    );
    await form.getByRole('button', { name: 'Remove option 6' }).click();
    await form.getByRole('button', { name: 'Remove option 5' }).click();
    await form.getByRole('button', { name: 'Remove option 4' }).click();
    for (const [index, option] of ['Daily', 'Weekly', 'Never'].entries()) {
      await form.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option);
    }
  }
}

it('creates, edits and deletes a question of every answer type', { timeout: 240_000 }, async () => {
  await navigateInApp(page, '/questions');
  await showQuestionnaire();

  for (const type of ANSWER_TYPES) {
    const label = `E2E ${type} question`;

    // Create, from the list's button.
    await page.getByRole('link', { name: 'Create question' }).click();
    await waitForPath(page, '/questions/create');
    const form = page.locator('form');
    // Life is the category the form starts with.
    expect(await form.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Life');
    await choose(form, 'Section', QUESTIONNAIRE);
    await form.getByRole('combobox', { name: 'Questionnaire' }).fill('job health hazards');
    await form.getByRole('textbox', { name: 'Label' }).fill(label);
    await choose(form, 'Answer type', type);
    await fillAnswers(type, form);
    await form.getByRole('spinbutton', { name: 'Order' }).fill('9');
    if (type === 'Number') {
      // Every field, the optional ones too; the Icon select offers the icons and no blank entry.
      await form.getByRole('switch', { name: 'Clinician question' }).check();
      await form.getByRole('switch', { name: 'Inverted answers' }).check();
      await form.getByRole('combobox', { name: 'Icon' }).click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual([...QUESTION_ICONS]);
      await page.getByRole('option', { name: 'sleep', exact: true }).click();
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast('Question created');
    await waitForPath(page, '/questions');

    const [created] = await storedQuestions(label);
    expect(created?.data()).toEqual({
      label,
      type,
      category: 'Life',
      section: QUESTIONNAIRE,
      questionnaire: QUESTIONNAIRE,
      order: 9,
      invertedAnswers: type === 'Number',
      clinicianQuestion: type === 'Number',
      icon: type === 'Number' ? 'sleep' : 'life',
      answers: type === 'Custom options' ? ['Daily', 'Weekly', 'Never'] : [],
      ...(type === 'Number' ? { unit: 'hours' } : {}),
      // The actor stamp (docs/security.md "Audit trail").
      lastChangedBy: 'demo-provider-admin',
      lastChangedAt: expect.anything(),
    });
    await expectVisible(card(label));
    await expect.poll(() => card(label).innerText(), { timeout: 15_000 }).toContain(type);

    // Edit, from the card.
    await card(label).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question' });
    await expectVisible(dialog.getByRole('textbox', { name: 'Label' }));
    await dialog.getByRole('textbox', { name: 'Label' }).fill(`${label} (edited)`);
    await dialog.getByRole('spinbutton', { name: 'Order' }).fill('10');
    // A Number question turned into a text answer loses its unit; options can be edited.
    const editedType: AnswerType = type === 'Number' ? 'Text answer' : type;
    if (type === 'Number') await choose(dialog, 'Answer type', editedType);
    if (type === 'Custom options') {
      await dialog.getByRole('textbox', { name: 'Option 3' }).fill('Monthly');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast('Question updated');
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(card(`${label} (edited)`));
    const edited = await db.doc(`questions/${created?.id}`).get();
    expect(edited.data()).toMatchObject({
      label: `${label} (edited)`,
      order: 10,
      type: editedType,
      ...(type === 'Number' ? { unit: '' } : {}),
      ...(type === 'Custom options' ? { answers: ['Daily', 'Weekly', 'Monthly'] } : {}),
    });

    // Delete, from the card, after a confirmation.
    await card(`${label} (edited)`).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete question?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast('Question deleted');
    await card(`${label} (edited)`).waitFor({ state: 'detached' });
    expect((await db.doc(`questions/${created?.id}`).get()).exists).toBe(false);
  }
});

it('asks for label, section and questionnaire and an order of at least 1', async () => {
  await page.getByRole('link', { name: 'Create question' }).click();
  await waitForPath(page, '/questions/create');
  const form = page.locator('form');
  await form.getByRole('spinbutton', { name: 'Order' }).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectVisible(form.getByText('The order must be a whole number of at least 1'));
  expect(await form.getByText('Required').count()).toBeGreaterThanOrEqual(3);
  await navigateInApp(page, '/questions');
  await waitForPath(page, '/questions');
});

it('writes nothing for an edit with no change', async () => {
  const label = 'I feel safe at work';
  const [seeded] = await storedQuestions(label);
  const before = seeded?.updateTime;
  await navigateInApp(page, '/questions');
  await expectVisible(card(label));
  await card(label).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  const field = dialog.getByRole('textbox', { name: 'Label' });
  await expectVisible(field);
  const save = dialog.getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  // A change that trims away is no change.
  await field.fill(`${label}  `);
  await save.click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await toast('Question updated').count()).toBe(0);
  const after = (await db.doc(`questions/${seeded?.id}`).get()).updateTime;
  expect(after?.isEqual(before as NonNullable<typeof before>)).toBe(true);
});
