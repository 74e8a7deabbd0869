import { TextInput } from 'react-admin';

export function DivisionInputs() {
  return (
    <>
      <TextInput source="name" required fullWidth />
      <TextInput source="description" fullWidth multiline minRows={2} />
    </>
  );
}
