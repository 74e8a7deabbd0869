import { SelectInput, TextInput } from 'react-admin';
import { FIELD_LIMITS } from '@/config/constants';
import type { Role } from '@/domain/types';

// No input validates by itself: docs/product.md §5 orders the checks, which the form's submit
// applies (domain/userCreate).
export function UserInputs({ roles }: { roles: readonly Role[] }) {
  return (
    <>
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
      <TextInput
        source="firstName"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
      />
      <TextInput
        source="lastName"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
      />
    </>
  );
}
