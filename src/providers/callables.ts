// Typed wrappers over the callable Cloud Functions (region australia-southeast1).
import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@/domain/callables';
import { callableTimeLimit } from '@/providers/callableLimits';

type Call<Name extends CallableName> = (
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export type Callables = { [Name in CallableName]: Call<Name> };

function callable<Name extends CallableName>(functions: Functions, name: Name): Call<Name> {
  // Past `timeout` the SDK rejects with 'functions/deadline-exceeded'; the server may still finish
  // the work, so the outcome of a write is then unknown.
  const call = httpsCallable<
    CallableContracts[Name]['request'],
    CallableContracts[Name]['response']
  >(functions, name, { timeout: callableTimeLimit(name) });
  return async (request) => (await call(request)).data;
}

export function createCallables(functions: Functions): Callables {
  return {
    scheduleOrgScoreCalculation: callable(functions, 'scheduleOrgScoreCalculation'),
    changeUserCustomClaim: callable(functions, 'changeUserCustomClaim'),
    checkIfUserIsMigrated: callable(functions, 'checkIfUserIsMigrated'),
    getUserByPhone: callable(functions, 'getUserByPhone'),
    deleteUserPersonalData: callable(functions, 'deleteUserPersonalData'),
    setNewPassword: callable(functions, 'setNewPassword'),
    verifyEmailAvailability: callable(functions, 'verifyEmailAvailability'),
    sendNotification: callable(functions, 'sendNotification'),
    registerUsersNotifications: callable(functions, 'registerUsersNotifications'),
    updateOrgScoresIndustry: callable(functions, 'updateOrgScoresIndustry'),
    // The rules refuse these changes from a client: user administration goes through these
    // callables.
    createUser: callable(functions, 'createUser'),
    updateUser: callable(functions, 'updateUser'),
    importUsers: callable(functions, 'importUsers'),
    bulkUpdateUsers: callable(functions, 'bulkUpdateUsers'),
    signUpWithCode: callable(functions, 'signUpWithCode'),
    submitResults: callable(functions, 'submitResults'),
    raiseQuestionnaireAlert: callable(functions, 'raiseQuestionnaireAlert'),
    // The dashboard's user search: figures aggregated where the caller sees no one's results.
    searchScores: callable(functions, 'searchScores'),
  };
}

export type CallFunction = <Name extends CallableName>(
  name: Name,
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export function createCall(functions: Functions): CallFunction {
  return (name, request) => callable(functions, name)(request);
}
