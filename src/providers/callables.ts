// Typed wrappers over the callable Cloud Functions of docs/product.md §7 and of user administration
// (createUser, updateUser; region australia-southeast1). The caller passes a Functions instance
// for that region, e.g. getFunctions(app, FUNCTIONS_REGION).
import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@/domain/callables';
import { callableTimeLimit } from '@/providers/callableLimits';

type Call<Name extends CallableName> = (
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export type Callables = { [Name in CallableName]: Call<Name> };

function callable<Name extends CallableName>(functions: Functions, name: Name): Call<Name> {
  // The SDK aborts the request past `timeout` and rejects with 'functions/deadline-exceeded'
  // (the server may still finish the work: the outcome of a write is then unknown).
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
    // The one path for user administration: the rules refuse these changes from a
    // client. Screens call them instead of writing users, managers or employees themselves.
    createUser: callable(functions, 'createUser'),
    updateUser: callable(functions, 'updateUser'),
    importUsers: callable(functions, 'importUsers'),
    bulkUpdateUsers: callable(functions, 'bulkUpdateUsers'),
    // The mobile app's doors (docs/app-contract.md); scripts/app.ts plays the app with them.
    signUpWithCode: callable(functions, 'signUpWithCode'),
    submitResults: callable(functions, 'submitResults'),
    raiseQuestionnaireAlert: callable(functions, 'raiseQuestionnaireAlert'),
    // The dashboard's user search: figures aggregated where the caller sees no one's results.
    searchScores: callable(functions, 'searchScores'),
  };
}

/** Calls one callable by name: what the data provider's `call` runs. */
export type CallFunction = <Name extends CallableName>(
  name: Name,
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export function createCall(functions: Functions): CallFunction {
  return (name, request) => callable(functions, name)(request);
}
