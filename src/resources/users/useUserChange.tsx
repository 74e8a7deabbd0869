// A change lasts until the refreshed reads show what was stored (the card busy, its dialog open):
// settled at the write alone, the card would offer the old value to a next change.
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';

export interface UserChange {
  /** Its messages: `resources.users.dialogs.${dialog}.title`, `.text`, `.confirm`, `.option`. */
  dialog: string;
  title?: string;
  text?: string;
  translateOptions?: Record<string, unknown>;
  /** The dialog offers its option, unticked; `run` gets the answer. */
  withOption?: boolean;
  run: (dataProvider: KyndDataProvider, option: boolean) => Promise<unknown>;
  failure?: { title: string; description?: string; messageArgs?: Record<string, unknown> };
  /** Nothing the list shows changes: no read is refreshed. */
  keepsReads?: true;
}

// The data provider has marked what the call changed as stale: a read it started is awaited.
const listRead = ({ queryKey: [resource] }: Query) =>
  resource === 'users' || resource === 'organisationChoices';

/** `name` is who is changed (a user's name, or how many users). */
export function useUserChange(name: string, organisation: string | undefined) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<UserChange | null>(null);
  const [option, setOption] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ change, option }: { change: UserChange; option: boolean }) =>
      change.run(dataProvider, option),
    onSuccess: (_, { change }) =>
      change.keepsReads
        ? undefined
        : queryClient.invalidateQueries({ predicate: listRead }, { cancelRefetch: false }),
    onError: (error, { change }) => {
      console.error(error);
      if (!change.failure) return;
      const { title, ...options } = change.failure;
      notify(title, { type: 'error', ...options });
    },
    onSettled: () => setAsked(null),
  });
  const busy = mutation.isPending;
  const options = {
    name,
    organisation: organisation || translate('resources.users.dialogs.the_organisation'),
    ...asked?.translateOptions,
  };
  return {
    ask: (change: UserChange) => {
      setOption(false);
      setAsked(change);
    },
    busy,
    confirmDialog: asked && (
      <Confirm
        isOpen
        loading={busy}
        title={asked.title ?? `resources.users.dialogs.${asked.dialog}.title`}
        translateOptions={options}
        content={
          <Stack spacing={1}>
            <DialogContentText>
              {translate(asked.text ?? `resources.users.dialogs.${asked.dialog}.text`, options)}
            </DialogContentText>
            {asked.withOption && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={option}
                    onChange={(event) => setOption(event.target.checked)}
                  />
                }
                label={translate(`resources.users.dialogs.${asked.dialog}.option`, options)}
              />
            )}
          </Stack>
        }
        confirm={`resources.users.dialogs.${asked.dialog}.confirm`}
        onConfirm={() => mutation.mutate({ change: asked, option })}
        onClose={() => {
          if (!busy) setAsked(null);
        }}
      />
    ),
  };
}
