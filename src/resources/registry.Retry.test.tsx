// Every list screen of a Kynd Admin's and an Org Admin's menu, its reads failing (the database
// does not answer), shows a Retry, and one click on it, once the database answers, brings the
// whole screen back: every read that failed is asked again (layout/RetryAlert.tsx). The screens
// come from the menu's table, so a new list is checked without a change here. A real stall in
// Chromium, on the dashboard, is tests/e2e/slowBackend.test.ts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { HEARING_VISION_QUESTIONNAIRES } from '@/config/constants';
import type { KyndDataProvider } from '@/providers/types';
import { pathTo } from '@/resources/ResourceConfig';
import { KYND_ADMIN, ORG_ADMIN, renderScreen } from '@/test/screenTestKit';
import { RESOURCE_CONFIGS, pathsFor } from '../../tests/helpers/menuScreens';

/** What a database that answers with nothing gives each read a list screen makes. */
const EMPTY: Record<string, (params: { id?: unknown }) => unknown> = {
  getList: () => ({ data: [], total: 0 }),
  getMany: () => ({ data: [] }),
  getManyReference: () => ({ data: [], total: 0 }),
  getOne: ({ id }) => ({ data: { id, name: String(id), divisions: [], managers: [] } }),
  getCodeSummaries: () => [],
  countRecipients: () => 0,
};

/** Every call fails until `heal()`; then the reads answer with nothing. */
function stalledProvider() {
  let healthy = false;
  const failed: string[] = [];
  const provider = new Proxy({} as KyndDataProvider, {
    get(_, name: string) {
      if (name === 'then') return undefined;
      return (...args: unknown[]) => {
        if (!healthy) {
          failed.push(name);
          return Promise.reject(new Error(`${name}: no answer within 15 s`));
        }
        const answer = EMPTY[name];
        if (!answer) return Promise.reject(new Error(`Unexpected data provider call: ${name}`));
        const params = (typeof args[0] === 'string' ? args[1] : args[0]) as { id?: unknown };
        return Promise.resolve(answer(params ?? {}));
      };
    },
  });
  return { provider, failed, heal: () => (healthy = true) };
}

/** The Org Admin of an organisation with the hearing and vision questionnaires: their alerts too. */
const ROLES = [
  KYND_ADMIN,
  { ...ORG_ADMIN, customQuestionnaires: [...HEARING_VISION_QUESTIONNAIRES] },
];

describe('every list screen after a stall', { timeout: 60_000 }, () => {
  for (const permissions of ROLES) {
    const paths = pathsFor(permissions);
    const lists = RESOURCE_CONFIGS.filter(
      (config) => config.list && paths.includes(pathTo(config, 'list')),
    );
    it(`${permissions.role} has list screens in the menu`, () => {
      expect(lists.length).toBeGreaterThan(4);
    });
    for (const config of lists) {
      it(`${permissions.role} ${pathTo(config, 'list')}: one Retry brings it back`, async () => {
        const { provider, failed, heal } = stalledProvider();
        renderScreen(createElement(config.list!), {
          dataProvider: provider,
          permissions,
          resource: config.name,
        });
        const [retry] = await screen.findAllByRole('button', { name: 'Retry' });
        expect(failed.length).toBeGreaterThan(0);
        heal();
        fireEvent.click(retry);
        await waitFor(() => {
          expect(screen.queryAllByRole('button', { name: 'Retry' })).toEqual([]);
          expect(screen.queryAllByRole('progressbar')).toEqual([]);
        });
      });
    }
  }
});
