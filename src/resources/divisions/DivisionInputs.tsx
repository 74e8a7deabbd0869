// The fields of a division (docs/product.md §3, §5), shared by Create division and the edit dialog;
// their labels are the catalogue's `resources.divisions.fields.*`.
import { TextInput } from 'react-admin';

export function DivisionInputs() {
  return (
    <>
      <TextInput source="name" required fullWidth />
      <TextInput source="description" fullWidth multiline minRows={2} />
    </>
  );
}
