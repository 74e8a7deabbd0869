import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { sortByName } from '@/domain/dashboard';
import { NO_CHOICE, type OrganisationChoice } from '@/domain/organisationChoice';
import {
  MOVE_USER_MESSAGES,
  movePayload,
  moveProblem,
  moveSummary,
  type Destination,
} from '@/domain/userMove';
import type { ListedUser } from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { KyndDataProvider } from '@/providers/types';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import {
  DIVISIONS_META,
  useOrganisationChoice,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';
import { UserPicker } from './PersonPicker';
import { useViewer } from './useViewer';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { TRY_AGAIN } from '@/shared/tryAgain';

const MOVE_TO_ORGANISATION: OrganisationChoiceOptions = {
  offered: { by: 'industry' },
  keptMeta: DIVISIONS_META,
};

export function ChangeUserOrganisation() {
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();
  const [user, setUser] = useState<ListedUser | null>(null);
  // The picker's options hold only what they show; the summary needs the user's division.
  const chosen = useGetOne<ListedUser>('users', { id: user?.id ?? '' }, { enabled: user !== null });
  const moving = user && chosen.data?.id === user.id ? chosen.data : undefined;
  const [choice, setChoice] = useState<OrganisationChoice>(NO_CHOICE);
  const { industry, organisationId } = choice;
  const [divisionId, setDivisionId] = useState('');
  const chooseOrganisation = (next: OrganisationChoice) => {
    setChoice(next);
    setDivisionId('');
  };
  const picked = useOrganisationChoice([choice, chooseOrganisation], MOVE_TO_ORGANISATION);
  const dataProvider = useDataProvider<KyndDataProvider>();
  const failed = () => notify('resources.users.notifications.organisation_change_error', TRY_AGAIN);
  const move = useMutation({
    // The move names its origin (docs/product.md §3), so where the user is now is read again first.
    mutationFn: async (target: { userId: string; to?: Destination; divisionId: string }) => {
      const current = await dataProvider
        .getOne<ListedUser>('users', { id: target.userId })
        .then(({ data }) => data)
        .catch(() => undefined);
      const payload = movePayload(current, target.to, target.divisionId);
      if (!payload) return null;
      await dataProvider.call('updateUser', { action: 'moveOrganisation', ...payload });
      return payload;
    },
    onSuccess: (moved) => {
      if (moved === null) return failed();
      notify('resources.users.notifications.organisation_changed', { type: 'success' });
      setUser(null);
      chooseOrganisation(NO_CHOICE);
    },
    onError: (error) => {
      console.error(error);
      failed();
    },
  });

  const organisation = picked.kept;
  const divisions = sortByName(organisation?.divisions ?? []);
  const division = divisions.find((candidate) => candidate.id === divisionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = moveProblem({ userId: user?.id ?? '', industry, organisationId, divisionId });
    if (problem || !user)
      return notify(problem ?? MOVE_USER_MESSAGES.incomplete, { type: 'error' });
    move.mutate({ userId: user.id, to: organisation, divisionId });
  };

  return (
    <>
      <ScreenHeading title="resources.users.change_organisation.title" />
      <Paper
        variant="outlined"
        component="form"
        aria-label={translate('resources.users.change_organisation.title')}
        onSubmit={submit}
        sx={{ p: 2 }}
      >
        <Stack spacing={2}>
          <UserPicker value={user} onChange={setUser} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <OrganisationPicker state={picked} />
            <LabelledSelect
              label={translate('resources.users.fields.division')}
              value={divisionId}
              disabled={organisationId === ''}
              options={divisions.map(({ id, name }) => ({ value: id, label: name }))}
              onChange={setDivisionId}
            />
          </Stack>
          {moving && organisation && division && (
            <Alert severity="info" role="status">
              {moveSummary(moving, organisation, division, translate)}
            </Alert>
          )}
          {viewer && viewer.role !== 'Kynd Admin' && (
            <Alert severity="info">
              {translate('resources.users.change_organisation.kynd_admin_only')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<SwapHorizIcon />}
            disabled={move.isPending || viewer?.role !== 'Kynd Admin'}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('resources.users.change_organisation.title')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
