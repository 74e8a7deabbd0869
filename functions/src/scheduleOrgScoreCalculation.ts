// docs/product.md §7 scheduleOrgScoreCalculation {organisationId, divisionId}: recounts the organisation's
// users, brings its score counters in line, and recalculates its scores (every division, so that
// `all` and the divisions stay consistent) right away. An active
// Kynd Admin, or the active Org Admin of the organisation: each run appends to the score
// histories, so it is not offered to anyone who merely reads (allow-listed staff).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { db } from './admin';
import { requireCaller, requireOrganisationScope, requireRole } from './caller';
import { callableOptions } from './options';
import { calculateOrganisationScores } from './scores/calculateOrganisationScores';
import { requireDivisionId, requireId, requireRecord } from './validation';

type Contract = CallableContracts['scheduleOrgScoreCalculation'];

export const scheduleOrgScoreCalculation = onCall<
  Contract['request'],
  Promise<Contract['response']>
>(callableOptions, async (request) => {
  const caller = await requireCaller(request);
  requireRole(caller, ['Kynd Admin', 'Org Admin']);
  const data = requireRecord(request.data, 'Request');
  const organisationId = requireId(data.organisationId, 'organisationId');
  if (data.divisionId !== undefined && data.divisionId !== null && data.divisionId !== '') {
    requireDivisionId(data.divisionId);
  }
  requireOrganisationScope(caller, organisationId);

  const organisation = await db().collection('organisations').doc(organisationId).get();
  if (!organisation.exists) throw new HttpsError('not-found', 'Organisation not found.');
  const now = new Date();
  await calculateOrganisationScores(db(), organisationId, { now, source: 'reconcile' });
  return { calculatedAt: now.toISOString() };
});
