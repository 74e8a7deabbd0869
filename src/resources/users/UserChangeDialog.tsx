import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm } from 'react-admin';
import type { Role } from '@/domain/types';
import { isManagerRemoval } from '@/domain/userList';

/** A state change of docs/product.md §4 waiting for its confirmation. */
export type UserChange =
  | { kind: 'activate'; offersSubscription: boolean }
  | { kind: 'inactivate'; asksRemoval: boolean }
  | { kind: 'role'; from: Role; to: Role }
  | { kind: 'division'; divisionId: string; divisionName: string }
  | { kind: 'subscription'; isSubscriptionUser: boolean }
  | { kind: 'delete' }
  | { kind: 'password' };

interface DialogText {
  title: string;
  text: string;
  confirm: string;
  /** The question asked with the confirmation, as a checkbox. */
  option?: string;
}

function dialogText(change: UserChange, name: string, organisationName: string): DialogText {
  const organisation = organisationName || 'the organisation';
  switch (change.kind) {
    case 'activate':
      return {
        title: `Activate ${name}?`,
        text: 'They will be able to use the app again.',
        confirm: 'Activate',
        option: change.offersSubscription
          ? 'Activate as a subscription user (moves them to the Subscriptions organisation)'
          : undefined,
      };
    case 'inactivate':
      return {
        title: `Inactivate ${name}?`,
        text: 'They will no longer be able to use the app.',
        confirm: 'Inactivate',
        option: change.asksRemoval ? `Also remove ${name} from ${organisation}` : undefined,
      };
    case 'role':
      return {
        title: `Change ${name}'s role to ${change.to}?`,
        text: isManagerRemoval(change.from, change.to)
          ? `${name} will no longer be a manager of ${organisation}.`
          : change.to === 'Org Admin'
            ? `${name} will become a manager of ${organisation}.`
            : `${name} will have the rights of a ${change.to}.`,
        confirm: 'Change role',
      };
    case 'division':
      return {
        title: `Move ${name} to the ${change.divisionName} division?`,
        text: 'The scores of the organisation will be recalculated.',
        confirm: 'Change division',
      };
    case 'subscription':
      return change.isSubscriptionUser
        ? {
            title: `Switch ${name} to subscription mode?`,
            text: 'They will pay for the app themselves.',
            confirm: 'Switch',
          }
        : {
            title: `Switch ${name} to organisation mode?`,
            text: 'Their organisation will offer them the app for free.',
            confirm: 'Switch',
          };
    case 'delete':
      return {
        title: `Delete ${name}?`,
        text: 'This permanently deletes the user and their personal data. It cannot be undone.',
        confirm: 'Delete',
      };
    case 'password':
      return {
        title: `Generate a new password for ${name}?`,
        text: 'The new password replaces the current one and is shown once, for 20 seconds.',
        confirm: 'Generate',
      };
  }
}

/** The confirmation every state change of the Users list asks first (docs/product.md §4). */
export function UserChangeDialog({
  change,
  name,
  organisationName,
  option,
  onOptionChange,
  loading,
  onConfirm,
  onClose,
}: {
  change: UserChange;
  name: string;
  organisationName: string;
  option: boolean;
  onOptionChange: (value: boolean) => void;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = dialogText(change, name, organisationName);
  return (
    <Confirm
      isOpen
      loading={loading}
      title={text.title}
      content={
        <Stack spacing={1}>
          <DialogContentText>{text.text}</DialogContentText>
          {text.option && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={option}
                  onChange={(event) => onOptionChange(event.target.checked)}
                />
              }
              label={text.option}
            />
          )}
        </Stack>
      }
      confirm={text.confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
