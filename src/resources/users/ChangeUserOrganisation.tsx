import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { sortByName } from '@/domain/dashboard';
import { MOVE_USER_MESSAGES, movePayload, moveProblem, moveSummary } from '@/domain/userMove';
import type { KyndDataProvider } from '@/providers/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { UserPicker, type PickedUser } from './UserPicker';
import { useOrganisations } from './useOrganisations';
import { useViewer } from './useViewer';

/**
 * docs/product.md §2 Change user organisation: a user, then the industry, organisation and division to move
 * them to; a sentence summarises the move. The updateUser callable moves the user and both
 * organisations' employees (and managers) together and recalculates both organisations' scores
 * (docs/product.md §4).
 */
export function ChangeUserOrganisation() {
  const viewer = useViewer();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<KyndDataProvider>();
  const { organisations, industries } = useOrganisations(viewer !== undefined);
  const [user, setUser] = useState<PickedUser | null>(null);
  const [industry, setIndustry] = useState('');
  const [organisationId, setOrganisationId] = useState('');
  const [divisionId, setDivisionId] = useState('');
  const [saving, setSaving] = useState(false);

  const organisation = organisations.find((candidate) => candidate.id === organisationId);
  const divisions = sortByName(organisation?.divisions ?? []);
  const division = divisions.find((candidate) => candidate.id === divisionId);

  const failed = () =>
    notify(MOVE_USER_MESSAGES.failed, {
      type: 'error',
      description: MOVE_USER_MESSAGES.failedDescription,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = moveProblem({ userId: user?.id ?? '', industry, organisationId, divisionId });
    if (problem || !user) {
      notify(problem ?? MOVE_USER_MESSAGES.incomplete, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      // Where the user is now, read again: the move names its origin (docs/product.md §3 payload).
      const current = await dataProvider
        .getOne<PickedUser & { id: string }>('users', { id: user.id })
        .then(({ data }) => data)
        .catch(() => undefined);
      const payload = movePayload(current, organisation, divisionId);
      if (!payload) {
        failed();
        return;
      }
      await dataProvider.call('updateUser', { action: 'moveOrganisation', ...payload });
      notify(MOVE_USER_MESSAGES.moved, { type: 'success' });
      setUser(null);
      setIndustry('');
      setOrganisationId('');
      setDivisionId('');
      refresh();
    } catch (error) {
      console.error(error);
      failed();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Change user organisation
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Change user organisation"
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ p: 2 }}
      >
        <Stack spacing={2}>
          <UserPicker value={user} onChange={setUser} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <LabelledSelect
              label="Industry"
              value={industry}
              options={industries.map((name) => ({ value: name, label: name }))}
              onChange={(value) => {
                setIndustry(value);
                setOrganisationId('');
                setDivisionId('');
              }}
            />
            <LabelledSelect
              label="Organisation"
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
              label="Division"
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
            <Alert severity="info">Only a Kynd Admin changes a user&apos;s organisation.</Alert>
          )}
          <div>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SwapHorizIcon />}
              disabled={saving || viewer?.role !== 'Kynd Admin'}
            >
              Change user organisation
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
