import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { sortByName } from '@/domain/dashboard';
import { MOVE_USER_MESSAGES, moveProblem, moveSummary } from '@/domain/userMove';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { UserPicker, type PickedUser } from './UserPicker';
import { useChangeUserOrganisation } from './useChangeUserOrganisation';
import { useOrganisationDetails } from './useOrganisationDetails';
import { useViewer } from './useViewer';

/**
 * docs/product.md §2 Change user organisation: a user, then the industry, organisation and division
 * to move them to; a sentence summarises the move (useChangeUserOrganisation makes it).
 */
export function ChangeUserOrganisation() {
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();
  const { organisations, industries } = useOrganisationDetails(viewer !== undefined);
  const [user, setUser] = useState<PickedUser | null>(null);
  const [industry, setIndustry] = useState('');
  const [organisationId, setOrganisationId] = useState('');
  const [divisionId, setDivisionId] = useState('');
  const move = useChangeUserOrganisation(() => {
    setUser(null);
    setIndustry('');
    setOrganisationId('');
    setDivisionId('');
  });

  const organisation = organisations.find((candidate) => candidate.id === organisationId);
  const divisions = sortByName(organisation?.divisions ?? []);
  const division = divisions.find((candidate) => candidate.id === divisionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = moveProblem({ userId: user?.id ?? '', industry, organisationId, divisionId });
    if (problem || !user) {
      notify(problem ?? MOVE_USER_MESSAGES.incomplete, { type: 'error' });
      return;
    }
    move.mutate({ userId: user.id, organisation, divisionId });
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate('resources.users.change_organisation.title')}
      </Typography>
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
            <LabelledSelect
              label={translate('resources.users.fields.industry')}
              value={industry}
              options={industries.map((name) => ({ value: name, label: name }))}
              onChange={(value) => {
                setIndustry(value);
                setOrganisationId('');
                setDivisionId('');
              }}
            />
            <LabelledSelect
              label={translate('resources.users.fields.organisation')}
              value={organisationId}
              minWidth={260}
              disabled={industry === ''}
              options={organisations
                .filter((candidate) => candidate.industry?.trim() === industry)
                .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              onChange={(value) => {
                setOrganisationId(value);
                setDivisionId('');
              }}
            />
            <LabelledSelect
              label={translate('resources.users.fields.division')}
              value={divisionId}
              disabled={organisationId === ''}
              options={divisions.map((candidate) => ({
                value: candidate.id,
                label: candidate.name,
              }))}
              onChange={setDivisionId}
            />
          </Stack>
          {user && organisation && division && (
            <Alert severity="info" role="status">
              {moveSummary(user, organisation, division)}
            </Alert>
          )}
          {viewer && viewer.role !== 'Kynd Admin' && (
            <Alert severity="info">
              {translate('resources.users.change_organisation.kynd_admin_only')}
            </Alert>
          )}
          <div>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SwapHorizIcon />}
              disabled={move.isPending || viewer?.role !== 'Kynd Admin'}
            >
              {translate('resources.users.change_organisation.title')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
