// The editor's heading with its Back button; Back, like any other way out, asks 'Are you sure you
// want to leave this page?' while there are unsaved changes (useLeaveGuard).
import type { RefObject } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Confirm, useRedirect } from 'react-admin';
import { useFormState } from 'react-hook-form';
import articles from '@/resources/articles';
import { pathTo } from '@/resources/ResourceConfig';
import { useLeaveGuard } from './useLeaveGuard';

export interface ArticleEditorHeaderProps {
  title: string;
  leavingAllowed: RefObject<boolean>;
}

export function ArticleEditorHeader({ title, leavingAllowed }: ArticleEditorHeaderProps) {
  const redirect = useRedirect();
  const { isDirty } = useFormState();
  const blocker = useLeaveGuard(isDirty, leavingAllowed);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Button startIcon={<BackIcon />} onClick={() => redirect(pathTo(articles, 'list'))}>
        Back
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Confirm
        isOpen={blocker.state === 'blocked'}
        title="Are you sure you want to leave this page?"
        content=""
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Stack>
  );
}
