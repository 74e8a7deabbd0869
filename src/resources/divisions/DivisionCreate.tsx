import { useGetOne } from 'react-admin';
import type { FormCheck } from '@/domain/codes';
import { DIVISION_LIMIT_REACHED } from '@/domain/divisions';
import { checkDivisionForm, type DivisionFormValues } from '@/domain/forms';
import { errorCode } from '@/domain/errorCode';
import type { Organisation } from '@/domain/types';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { MANAGED_ORGANISATION, useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import { DivisionInputs } from './DivisionInputs';

const describeFailure = (error: unknown) =>
  errorCode(error) === 'resource-exhausted' ? DIVISION_LIMIT_REACHED : 'app.common.try_again';

export function DivisionCreate() {
  const managed = useStoredOrganisationChoice(MANAGED_ORGANISATION);
  const { chooses, organisationId } = managed;
  const organisation = useGetOne<Organisation>(
    'organisations',
    { id: organisationId },
    { enabled: organisationId !== '' },
  );

  const check = (values: DivisionFormValues): FormCheck<object> => {
    const checked = checkDivisionForm(
      { ...values, organisationId },
      { divisionsCount: organisation.data?.divisions?.length },
    );
    if (!checked.ok) return checked;
    const { name, description } = checked.value;
    // An empty description is not stored: the entry is {id, name} (docs/product.md §3).
    return { ok: true, value: { organisationId, name, ...(description ? { description } : {}) } };
  };

  return (
    <CreateFormScreen
      title="resources.divisions.titles.create"
      resource="divisions"
      above={chooses ? <OrganisationPicker state={managed} /> : null}
      check={check}
      describeFailure={describeFailure}
    >
      <DivisionInputs />
    </CreateFormScreen>
  );
}
