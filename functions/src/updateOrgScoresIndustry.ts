// docs/product.md §4, §7 updateOrgScoresIndustry {organisationId, industry}: a Kynd Admin moves an
// organisation to another industry (one of the industries collection, by name), which changes
// the industry its scores are compared and summarised under: both industries' precomputed
// documents are recomputed.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { industrySchema } from '@/domain/schemas/entities';
import { db } from './admin';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { calculateIndustryScores } from './scores/calculateIndustryScores';
import { requireId, requireRecord, requireText } from './validation';

type Contract = CallableContracts['updateOrgScoresIndustry'];

export const updateOrgScoresIndustry = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin']);
    const data = requireRecord(request.data, 'Request');
    const organisationId = requireId(data.organisationId, 'organisationId');
    // An industry's name as the industries collection bounds it (and the organisation stores it).
    const industry = requireText(industrySchema.shape.name, data.industry, 'industry');

    const firestore = db();
    const industries = await firestore
      .collection('industries')
      .where('name', '==', industry)
      .limit(1)
      .get();
    if (industries.empty) throw new HttpsError('invalid-argument', 'Unknown industry.');
    const organisationRef = firestore.collection('organisations').doc(organisationId);
    const organisation = await organisationRef.get();
    if (!organisation.exists) throw new HttpsError('not-found', 'Organisation not found.');
    const previous: unknown = organisation.get('industry');
    const batch = firestore.batch();
    batch.update(organisationRef, { industry });
    recordAudit(batch, newAuditRef(firestore), actorOf(caller), {
      action: 'changedIndustry',
      target: {
        kind: 'organisations',
        id: organisationId,
        label: String(organisation.get('name') ?? ''),
      },
      organisationId,
      before: { industry: previous },
      after: { industry },
      via: 'updateOrgScoresIndustry',
    });
    await batch.commit();
    const now = new Date();
    const affected = new Set([industry, typeof previous === 'string' ? previous : '']);
    for (const name of affected) await calculateIndustryScores(firestore, name, { now });
    return true;
  },
);
