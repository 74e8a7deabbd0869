import { alertNameFragments } from '@/domain/alerts';
import {
  computeResults,
  newQuestionnaireAlert,
  raisedAlertChange,
  resultDateProblem,
  signedUpUser,
  signUpPlacement,
} from '@/domain/appContract';
import { ScoreRangeError } from '@/domain/scoreRanges';

const organisation = {
  name: 'Harbour',
  isActive: true,
  divisions: [{ id: 'harbour-default', name: 'Default division' }],
};
const code = {
  isActive: true,
  currentUsage: 3,
  maximumUsage: 4,
  divisionId: 'harbour-default',
  organisationId: 'org-harbour',
};

describe('signUpPlacement', () => {
  it('places the user in the organisation and division of an active code below its maximum', () => {
    expect(signUpPlacement(code, organisation)).toEqual({
      organisation: { id: 'org-harbour', name: 'Harbour' },
      division: { id: 'harbour-default', name: 'Default division' },
    });
  });

  it('refuses an unknown, inactive or full code', () => {
    expect(signUpPlacement(undefined, organisation)).toEqual({ problem: 'unknownCode' });
    expect(signUpPlacement({ ...code, isActive: false }, organisation)).toEqual({
      problem: 'inactiveCode',
    });
    expect(signUpPlacement({ ...code, currentUsage: 4 }, organisation)).toEqual({
      problem: 'fullCode',
    });
    expect(signUpPlacement({ ...code, maximumUsage: undefined }, organisation)).toEqual({
      problem: 'fullCode',
    });
  });

  it('refuses an inactive organisation and a division that is gone', () => {
    expect(signUpPlacement(code, { ...organisation, isActive: false })).toEqual({
      problem: 'inactiveOrganisation',
    });
    expect(signUpPlacement(code, undefined)).toEqual({ problem: 'inactiveOrganisation' });
    expect(signUpPlacement(code, { ...organisation, divisions: [] })).toEqual({
      problem: 'unknownDivision',
    });
  });
});

describe('signedUpUser', () => {
  it('is an active User with lower-case names and only the contacts given', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const user = signedUpUser({
      uid: 'u1',
      firstName: 'Ana',
      lastName: 'Te Rangi',
      phone: '+64211234567',
      organisation: { id: 'o', name: 'O' },
      division: { id: 'd', name: 'D' },
      now,
    });
    expect(user).toMatchObject({
      role: 'User',
      isActive: true,
      lowerFirstName: 'ana',
      lowerLastName: 'te rangi',
      phone: '+64211234567',
      isReceivingPushNotifications: false,
      isPushReachable: false,
    });
    expect(user).not.toHaveProperty('email');
  });
});

describe('computeResults', () => {
  it('colours values by the score ranges, with the stored sex and height', () => {
    expect(
      computeResults({
        category: 'body',
        values: { waistCircumference: 90, weight: 80, systolicDiastolic: '130/85' },
        sex: 'male',
        storedHeightCm: 180,
      }),
    ).toEqual({
      waistCircumference: { colour: 'green', value: 90 },
      weight: { colour: 'green', value: 80 },
      systolicDiastolic: { colour: 'orange', value: '130/85' },
    });
    // Female (and unknown sex) ranges are stricter.
    expect(computeResults({ category: 'body', values: { waistCircumference: 90 } })).toEqual({
      waistCircumference: { colour: 'red', value: 90 },
    });
  });

  it('refuses keys of another category, unknown keys, unreadable values and no values', () => {
    expect(() => computeResults({ category: 'mind', values: { weight: 80 } })).toThrow(
      ScoreRangeError,
    );
    expect(() => computeResults({ category: 'life', values: { happiness: 80 } })).toThrow(
      ScoreRangeError,
    );
    expect(() => computeResults({ category: 'life', values: { life: 'lots' } })).toThrow(
      ScoreRangeError,
    );
    expect(() => computeResults({ category: 'body', values: { weight: 80 } })).toThrow(/height/);
    expect(() => computeResults({ category: 'life', values: {} })).toThrow(ScoreRangeError);
  });
});

describe('resultDateProblem', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('accepts past dates since 2000 and refuses the future', () => {
    expect(resultDateProblem(new Date('2026-01-01T00:00:00Z'), now)).toBeNull();
    expect(resultDateProblem(new Date('2020-01-01T00:00:00Z'), now)).toBeNull();
    expect(resultDateProblem(new Date('2026-05-01T00:10:00Z'), now)).toBeNull();
    expect(resultDateProblem(new Date('2026-05-02T00:00:00Z'), now)).toMatch(/future/);
    expect(resultDateProblem(new Date('1999-12-31T00:00:00Z'), now)).toMatch(/2000/);
    expect(resultDateProblem(new Date('nonsense'), now)).toMatch(/not a date/);
  });
});

describe('questionnaire alerts raised by the app', () => {
  const user = {
    firstName: 'Ana',
    lastName: 'Te Rangi',
    email: 'ana@example.com',
    phone: '+64211234567',
    organisation: { id: 'org-harbour', name: 'Harbour' },
    division: { id: 'harbour-default', name: 'Default division' },
    role: 'User',
  };

  it('is Open for its one questionnaire, without actions, searchable by the name', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(newQuestionnaireAlert('u1', user, 'hearing', now)).toEqual({
      id: 'org-harbour_u1',
      user: {
        id: 'u1',
        firstName: 'Ana',
        lastName: 'Te Rangi',
        email: 'ana@example.com',
        organisation: user.organisation,
        division: user.division,
      },
      organisation: user.organisation,
      division: { name: 'Default division' },
      createdAt: now,
      questionnaireAlerts: { hearing: true, vision: false },
      hearingStatus: 'Open',
      status: 'Open',
      actions: [],
      userNameFragments: alertNameFragments(user),
    });
  });

  it('adds a second questionnaire, reopens a resolved one, leaves an open one alone', () => {
    const hearingOpen = {
      questionnaireAlerts: { hearing: true, vision: false },
      hearingStatus: 'In Progress',
    };
    expect(raisedAlertChange(hearingOpen, 'hearing')).toBeNull();
    expect(raisedAlertChange(hearingOpen, 'vision')).toEqual({
      'questionnaireAlerts.vision': true,
      visionStatus: 'Open',
      status: 'Open',
    });
    expect(raisedAlertChange({ ...hearingOpen, hearingStatus: 'Resolved' }, 'hearing')).toEqual({
      'questionnaireAlerts.hearing': true,
      hearingStatus: 'Open',
      status: 'Open',
    });
  });
});
