// The fields of a division (docs/product.md §3, §5), shared by Create division and the edit dialog.
import { TextInput } from 'react-admin';

export function DivisionInputs() {
  return (
    <>
      <TextInput source="name" label="Name" required fullWidth />
      <TextInput source="description" label="Description" fullWidth multiline minRows={2} />
    </>
  );
}
