import PersonAddIcon from '@mui/icons-material/PersonAdd';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Create,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useStore,
  useTranslate,
} from 'react-admin';
import { FIELD_LIMITS, GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { ALL_ID, sortByName } from '@/domain/dashboard';
import { errorCode } from '@/domain/errorCode';
import {
  CREATE_USER_MESSAGES,
  createUserProblem,
  createUserRequest,
  creatableRoles,
  type NewUserForm,
} from '@/domain/userCreate';
import type { UsersQueryFilter } from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { KyndDataProvider } from '@/providers/types';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import {
  DIVISIONS_META,
  useOrganisationChoice,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';
import { USERS_LIST_STORE_KEY } from './listStore';
import { useViewer } from './useViewer';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { textOf } from '@/domain/values';

const CREATE_ORGANISATION: OrganisationChoiceOptions = {
  offered: { by: 'search' },
  keptMeta: DIVISIONS_META,
  readsOwn: true,
};

export function UserCreate() {
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<KyndDataProvider>();
  const redirect = useRedirect();
  const emailInUse = () => notify(CREATE_USER_MESSAGES.emailInUse, { type: 'error' });
  const createUser = useMutation({
    mutationFn: async (form: NewUserForm) => {
      if (await dataProvider.call('verifyEmailAvailability', form.email.trim())) return null;
      return (await dataProvider.call('createUser', createUserRequest(form))).password;
    },
    onSuccess: (password) => {
      if (password === null) return emailInUse();
      notify('resources.users.notifications.created', {
        type: 'success',
        description: translate('resources.users.notifications.created_password', { password }),
        autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
      });
      redirect('list', 'users');
    },
    onError: (error) => {
      console.error(error);
      if (errorCode(error) === 'already-exists') return emailInUse();
      notify('resources.users.notifications.create_error', {
        type: 'error',
        description: 'resources.users.notifications.create_error_hint',
      });
    },
  });
  const listed = useStore<{ filter?: UsersQueryFilter }>(USERS_LIST_STORE_KEY)[0]?.filter;

  // null until one is chosen here: the list's choice stands until then (an organisation chosen
  // here sets the division too).
  const [organisationChoice, setOrganisationChoice] = useState<string | null>(null);
  const [divisionChoice, setDivisionChoice] = useState<string | null>(null);
  const picked = useOrganisationChoice(
    [
      { industry: '', organisationId: organisationChoice ?? listed?.organisationId ?? '' },
      ({ organisationId }) => {
        setOrganisationChoice(organisationId);
        setDivisionChoice(ALL_ID);
      },
    ],
    CREATE_ORGANISATION,
  );
  const divisionId = divisionChoice ?? listed?.divisionId ?? ALL_ID;
  const divisions = sortByName(picked.kept?.divisions ?? []);
  // A division of another organisation (a stale list choice) counts as none.
  const division = divisions.find((candidate) => candidate.id === divisionId);

  const roles = creatableRoles(viewer?.role);

  const submit = (values: Record<string, unknown>) => {
    const form: NewUserForm = {
      role: textOf(values.role),
      email: textOf(values.email),
      firstName: textOf(values.firstName),
      lastName: textOf(values.lastName),
      // The one chosen, even while its divisions are still being read: the user did choose it.
      organisationId: picked.organisationId || ALL_ID,
      divisionId: division ? division.id : ALL_ID,
    };
    const problem = createUserProblem(form);
    if (problem) return notify(problem, { type: 'error' });
    // The mutation's own callbacks report the outcome.
    return createUser.mutateAsync(form).catch(() => undefined);
  };

  return (
    <>
      <ScreenHeading title="resources.users.actions.create" />
      {!viewer ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Create resource="users" title={false}>
          <SimpleForm
            // docs/product.md §5 orders the checks (organisation, division, e-mail, required
            // fields, e-mail in use), which the submit applies: neither the browser's own e-mail
            // check nor an input's may come first.
            noValidate
            onSubmit={submit}
            defaultValues={{ role: roles.length === 1 ? roles[0] : '' }}
            toolbar={
              <Toolbar>
                <SaveButton label="ra.action.create" icon={<PersonAddIcon />} alwaysEnable />
              </Toolbar>
            }
          >
            {roles.length === 0 && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('resources.users.create.not_allowed')}
              </Typography>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 2, width: '100%', alignItems: { sm: 'flex-start' } }}
            >
              <OrganisationPicker
                byIndustry={false}
                state={picked}
                // The search box takes a long name's width. The row's Stack drops its items'
                // margins, so the picker's space below is padding here.
                sx={{ flex: '0 1 420px', minWidth: 260, pb: 2 }}
              />
              <LabelledSelect
                label={translate('resources.users.fields.division')}
                value={division ? division.id : ALL_ID}
                options={[
                  { value: ALL_ID, label: translate('app.common.all') },
                  ...divisions.map((candidate) => ({ value: candidate.id, label: candidate.name })),
                ]}
                onChange={setDivisionChoice}
              />
            </Stack>
            <SelectInput
              source="role"
              choices={roles.map((role) => ({ id: role, name: role }))}
              isRequired
            />
            <TextInput
              source="email"
              type="email"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
            />
            {(['firstName', 'lastName'] as const).map((source) => (
              <TextInput
                key={source}
                source={source}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
              />
            ))}
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
