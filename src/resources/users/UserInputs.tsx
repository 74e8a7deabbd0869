import { SelectInput, TextInput } from 'react-admin';
import { FIELD_LIMITS } from '@/config/constants';
import type { Role } from '@/domain/types';

/**
 * The user form's inputs (docs/product.md §2 Create user): role, e-mail, first name, last name. No input
 * validates by itself: docs/product.md §5 gives the checks an order, which the form's submit applies
 * (domain/userCreate).
 */
export function UserInputs({ roles }: { roles: readonly Role[] }) {
  return (
    <>
      <SelectInput
        source="role"
        label="Role"
        choices={roles.map((role) => ({ id: role, name: role }))}
        isRequired
      />
      <TextInput
        source="email"
        label="Email"
        type="email"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
      />
      <TextInput
        source="firstName"
        label="First name"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
      />
      <TextInput
        source="lastName"
        label="Last name"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
      />
    </>
  );
}
