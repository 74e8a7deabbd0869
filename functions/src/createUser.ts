// docs/product.md §5 Create user, on the server: the caller's right to the role is checked here,
// not trusted to a screen; the password is generated here (docs/product.md §9) and answered once; the Auth
// account, the users document and the organisation's employees (and managers, for an Org Admin,
// docs/product.md §4) are written together. A Kynd Admin creates Kynd Admins, Org Admins and Clinicians in
// any organisation; an Org Admin creates Org Admins in its own (docs/product.md §6).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { generatePassword } from '@/domain/password';
import { CREATABLE_ROLES } from '@/domain/userAdministration';
import type { CreateUserRequest, CreateUserResponse } from '@/domain/userCreate';
import { db } from './admin';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { requireCaller, requireOrganisationScope, requireRole } from './caller';
import { callableOptions } from './options';
import { createOrganisationUser } from './userCreation';
import {
  requireDivisionId,
  requireEmail,
  requireId,
  requireName,
  requireRecord,
  requireRoleName,
} from './validation';

export const createUser = onCall<CreateUserRequest, Promise<CreateUserResponse>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const data = requireRecord(request.data, 'Request');
    const role = requireRoleName(data.role);
    if (!CREATABLE_ROLES[caller.role].includes(role)) {
      throw new HttpsError('permission-denied', `Your role cannot create a ${role}.`);
    }
    const email = requireEmail(data.email);
    const firstName = requireName(data.firstName, 'First name');
    const lastName = requireName(data.lastName, 'Last name');
    const organisationId = requireId(data.organisationId, 'organisationId');
    const divisionId = requireDivisionId(data.divisionId);
    requireOrganisationScope(caller, organisationId);

    const password = generatePassword();
    const uid = await createOrganisationUser(
      { role, email, firstName, lastName, organisationId, divisionId },
      {
        password,
        // The audit entry (docs/security.md "Audit trail") is committed with the user or not at all.
        alsoWrite: (transaction, uid) =>
          recordAudit(transaction, newAuditRef(db()), actorOf(caller), {
            action: 'created',
            target: { kind: 'users', id: uid, label: `${firstName} ${lastName}` },
            organisationId,
            after: {
              email,
              role,
              organisation: { id: organisationId },
              division: { id: divisionId },
            },
            via: 'createUser',
          }),
      },
    );
    return { uid, password };
  },
);
