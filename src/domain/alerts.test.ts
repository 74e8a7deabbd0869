import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_COMMENT_MAX_LENGTH,
  ALERT_SEARCH_NAME_MAX_LENGTH,
  ALERT_STATUSES,
  ALERT_TYPES,
  type AlertStatus,
  type AlertType,
} from '@/config/constants';
import type { AlertAction, AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import {
  ALERT_QUESTIONNAIRES,
  actionUserOf,
  actionsFor,
  alertActionsSummary,
  alertFilterClauses,
  alertNameFragments,
  alertSearchName,
  alertSearchTerm,
  alertStatusChange,
  canUpdatePanel,
  currentActionStatus,
  impliedOverallStatus,
  newAlertAction,
  overallAlertStatus,
  panelActions,
  panelStatus,
  type AlertStatuses,
} from './alerts';
import { alertActionProblem } from './alertAction';
import { matchesAlertFilter, alertUpdate } from '../../tests/helpers/expected';

/** A panel's state: absent (no flag) or one of the three statuses. */
const PANEL_STATES: readonly (AlertStatus | undefined)[] = [undefined, ...ALERT_STATUSES];
const label = (state: AlertStatus | undefined) => state ?? 'absent';

function alertWith(
  hearing: AlertStatus | undefined,
  vision: AlertStatus | undefined,
  actions: AlertAction[] = [],
): AlertStatuses & Pick<QuestionnaireAlert, 'user'> {
  return {
    user: { firstName: 'Mereana', lastName: 'Te Rangi' },
    questionnaireAlerts: { hearing: hearing !== undefined, vision: vision !== undefined },
    ...(hearing ? { hearingStatus: hearing } : {}),
    ...(vision ? { visionStatus: vision } : {}),
    actions,
  };
}

const olga = actionUserOf('orgAdminA', {
  firstName: 'Olga',
  lastName: 'Admin',
  email: 'olga@example.com',
  organisation: { id: 'A', name: 'Organisation A' },
  division: { id: 'A-default', name: 'Default division' },
});

function action(
  questionnaire: AlertQuestionnaire,
  status: AlertStatus,
  at: string,
  comment = `${questionnaire} ${status}`,
): AlertAction {
  return newAlertAction(olga, { questionnaire, status, comment }, new Date(at));
}

describe('overall status (docs/product.md §4)', () => {
  for (const hearing of PANEL_STATES) {
    for (const vision of PANEL_STATES) {
      const settled = (state: AlertStatus | undefined) =>
        state === undefined || state === 'Resolved';
      const expected = settled(hearing) && settled(vision) ? 'Resolved' : 'Open';
      it(`is ${expected} with hearing ${label(hearing)} and vision ${label(vision)}`, () => {
        expect(overallAlertStatus(hearing, vision)).toBe(expected);
        expect(impliedOverallStatus(alertWith(hearing, vision))).toBe(expected);
      });
    }
  }

  it('counts a flagged questionnaire without a stored status as Open', () => {
    const alert: AlertStatuses = { questionnaireAlerts: { hearing: true, vision: true } };
    expect(panelStatus(alert, 'hearing')).toBe('Open');
    expect(impliedOverallStatus({ ...alert, hearingStatus: 'Resolved' })).toBe('Open');
  });

  it('ignores a stored status of a questionnaire the alert does not flag', () => {
    const alert: AlertStatuses = {
      questionnaireAlerts: { hearing: true, vision: false },
      hearingStatus: 'Resolved',
      visionStatus: 'Open',
    };
    expect(panelStatus(alert, 'vision')).toBeUndefined();
    expect(impliedOverallStatus(alert)).toBe('Resolved');
  });
});

describe('an update of one panel (docs/product.md §4)', () => {
  for (const questionnaire of ALERT_QUESTIONNAIRES) {
    const other: AlertQuestionnaire = questionnaire === 'hearing' ? 'vision' : 'hearing';
    for (const before of ALERT_STATUSES) {
      for (const otherState of PANEL_STATES) {
        for (const next of ALERT_STATUSES) {
          const name = `${questionnaire} ${before} → ${next}, ${other} ${label(otherState)}`;
          it(`sets ${name} and the overall status by the rule`, () => {
            const alert =
              questionnaire === 'hearing'
                ? alertWith(before, otherState)
                : alertWith(otherState, before);
            const appended = action(questionnaire, next, '2026-02-01T10:00:00Z');
            const update = alertUpdate(alert, appended);
            const after =
              questionnaire === 'hearing'
                ? overallAlertStatus(next, otherState)
                : overallAlertStatus(otherState, next);
            expect(update.status).toBe(after);
            expect(update).toEqual({
              status: after,
              [`${questionnaire}Status`]: next,
              actions: [appended],
            });
            // The other panel's status is never part of the write.
            expect(Object.keys(update).sort()).toEqual(
              ['actions', 'status', `${questionnaire}Status`].sort(),
            );
          });
        }
      }
    }
  }

  it('keeps every earlier action, in order, and appends exactly one', () => {
    const earlier = [
      action('hearing', 'Open', '2026-01-01T00:00:00Z'),
      action('vision', 'In Progress', '2026-01-02T00:00:00Z'),
    ];
    const appended = action('hearing', 'Resolved', '2026-01-03T00:00:00Z');
    const update = alertUpdate(alertWith('Open', 'In Progress', earlier), appended);
    expect(update.actions).toEqual([...earlier, appended]);
    expect(update).toMatchObject({ status: 'Open', hearingStatus: 'Resolved' });
    expect(alertStatusChange(alertWith('Open', 'Resolved'), appended)).toEqual({
      status: 'Resolved',
      hearingStatus: 'Resolved',
    });
  });

  it('refuses a questionnaire the alert does not flag, an unknown status and a long comment', () => {
    const hearingOnly = alertWith('Open', undefined);
    expect(() => alertUpdate(hearingOnly, action('vision', 'Open', '2026-01-01'))).toThrow(
      'no vision flag',
    );
    const input = { questionnaire: 'hearing', comment: '' } as const;
    expect(alertActionProblem(hearingOnly, { ...input, status: 'Closed' as AlertStatus })).toMatch(
      /Status must be one of Open, In Progress, Resolved/,
    );
    const longest = 'x'.repeat(ALERT_COMMENT_MAX_LENGTH);
    expect(alertActionProblem(hearingOnly, { ...input, status: 'Open', comment: longest })).toBe(
      null,
    );
    expect(
      alertActionProblem(hearingOnly, { ...input, status: 'Open', comment: `${longest}!` }),
    ).toMatch(/longer than 2000/);
  });
});

describe('panels and the update modal', () => {
  it('offers Update until the panel is Resolved, and never for an absent panel', () => {
    for (const state of PANEL_STATES) {
      expect(canUpdatePanel(alertWith(state, undefined), 'hearing')).toBe(
        state !== undefined && state !== 'Resolved',
      );
    }
  });

  it("starts the modal at the latest action's status of that questionnaire", () => {
    const actions = [
      action('hearing', 'In Progress', '2026-01-05T00:00:00Z'),
      action('hearing', 'Open', '2026-01-02T00:00:00Z'),
      action('vision', 'Resolved', '2026-01-09T00:00:00Z'),
    ];
    const alert = alertWith('Open', 'Open', actions);
    expect(currentActionStatus(alert, 'hearing')).toBe('In Progress');
    expect(currentActionStatus(alert, 'vision')).toBe('Resolved');
    expect(currentActionStatus(alertWith('Open', 'In Progress'), 'vision')).toBe('In Progress');
    expect(actionsFor(actions, 'hearing').map((entry) => entry.status)).toEqual([
      'Open',
      'In Progress',
    ]);
  });

  it('takes the later written of two actions at the same time', () => {
    const at = '2026-01-05T00:00:00Z';
    const actions = [action('vision', 'Open', at), action('vision', 'In Progress', at)];
    expect(alertActionsSummary(actions).vision.latest?.status).toBe('In Progress');
  });

  it("records the caller's users document fields, and only those it has", () => {
    expect(
      actionUserOf('u1', {
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '+6421',
        role: 'Org Admin',
        email: null,
        organisation: { id: 'A', name: 'A' },
      }),
    ).toEqual({
      id: 'u1',
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '+6421',
      organisation: { id: 'A', name: 'A' },
    });
  });
});

describe('list filters (docs/product.md §5)', () => {
  const statusChoices: (AlertStatus | undefined)[] = [undefined, ...ALERT_STATUSES];
  for (const type of ALERT_TYPES) {
    for (const status of statusChoices) {
      it(`type ${type}, status ${status ?? 'any'}: matches exactly the alerts the spec says`, () => {
        const allowed: AlertQuestionnaire[] =
          type === 'Hearing Screen'
            ? ['hearing']
            : type === 'Vision Screen'
              ? ['vision']
              : ['hearing', 'vision'];
        for (const hearing of PANEL_STATES) {
          for (const vision of PANEL_STATES) {
            const alert = alertWith(hearing, vision);
            const states = { hearing, vision };
            const expected = allowed.some(
              (questionnaire) =>
                states[questionnaire] !== undefined &&
                (status === undefined || states[questionnaire] === status),
            );
            expect(matchesAlertFilter(alert, { status, type }), `${hearing} / ${vision}`).toBe(
              expected,
            );
          }
        }
        expect(alertFilterClauses(status, type as AlertType)).toHaveLength(allowed.length);
      });
    }
  }

  it('never lists an alert with neither flag', () => {
    expect(matchesAlertFilter(alertWith(undefined, undefined), {})).toBe(false);
  });
});

describe('user search (docs/product.md §5: case-insensitive contains on first plus last name)', () => {
  it('finds a piece of the first name, the last name, or across both', () => {
    const alert = alertWith('Open', undefined);
    for (const typed of ['mere', 'ANA TE', 'te rangi', '  Rang ', 'a']) {
      expect(matchesAlertFilter(alert, { search: typed }), typed).toBe(true);
    }
    for (const typed of ['meranga', 'rangi te', 'x']) {
      expect(matchesAlertFilter(alert, { search: typed }), typed).toBe(false);
    }
    expect(alertSearchTerm('   ')).toBeNull();
  });

  it('stores exactly the pieces a contains search can ask for', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (first, last) => {
        const user = { firstName: first, lastName: last };
        const name = alertSearchName(user);
        const fragments = new Set(alertNameFragments(user));
        for (let start = 0; start < name.length; start += 1) {
          for (let end = start + 1; end <= name.length; end += 1) {
            const term = alertSearchTerm(name.slice(start, end));
            if (term !== null) expect(fragments.has(term)).toBe(true);
          }
        }
        for (const fragment of fragments) {
          expect(name.includes(fragment)).toBe(true);
          expect(alertSearchTerm(fragment)).toBe(fragment);
        }
      }),
    );
  });

  it('looks only in the first characters of a very long name', () => {
    const user = { firstName: 'A'.repeat(30), lastName: 'B'.repeat(30) };
    expect(alertSearchName(user)).toHaveLength(ALERT_SEARCH_NAME_MAX_LENGTH);
    const fragments = alertNameFragments(user);
    expect(fragments).toContain('a b');
    expect(fragments.every((piece) => piece.length <= ALERT_SEARCH_NAME_MAX_LENGTH)).toBe(true);
  });
});

describe("a panel's actions on a card", () => {
  const action: AlertAction = {
    actionUser: { id: 'u1', firstName: 'Olga', lastName: 'Admin' },
    status: 'Resolved',
    comment: 'Seen by the audiologist',
    timestamp: new Date(Date.UTC(2026, 0, 2)),
    questionnaire: 'hearing',
  };

  it('come from the history when the alert was read whole, else from its summary', () => {
    expect(panelActions({ actions: [action] }, 'hearing')).toEqual({ count: 1, latest: action });
    expect(
      panelActions(
        {
          actionsSummary: {
            hearing: { count: 3, latest: action },
            vision: { count: 0, latest: null },
          },
        },
        'hearing',
      ),
    ).toEqual({ count: 3, latest: action });
    expect(panelActions({}, 'vision')).toEqual({ count: 0, latest: null });
  });

  it("start the update modal at the summary's latest status", () => {
    expect(
      currentActionStatus(
        {
          questionnaireAlerts: { hearing: true },
          hearingStatus: 'In Progress',
          actionsSummary: {
            hearing: { count: 1, latest: action },
            vision: { count: 0, latest: null },
          },
        },
        'hearing',
      ),
    ).toBe('Resolved');
  });
});
