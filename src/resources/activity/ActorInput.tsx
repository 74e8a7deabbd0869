// The person acting, found by typing the start of a name (never a list of every user); the filter
// keeps the uid, so that a link with an actor's uid shows that person's name.
import { useMemo, useState } from 'react';
import { useGetOne, useInput } from 'react-admin';
import { personName } from '@/domain/audit';
import type { User } from '@/domain/types';
import { PersonPicker } from '@/shared/PersonPicker';

type Person = Pick<User, 'id'> & Partial<Pick<User, 'firstName' | 'lastName' | 'email'>>;

const labelOf = (person: Person) => personName(person) || person.email || person.id;

const MESSAGES = {
  type: 'resources.users.picker.type',
  none: 'resources.users.picker.none',
};

export function ActorInput({
  source,
  label,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
}) {
  const { field } = useInput({ source });
  const uid = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const [picked, setPicked] = useState<Person | null>(null);
  // A uid from the URL (an entry's "Show … activity" link): the person's name when readable.
  const { data: named } = useGetOne<Person>(
    'users',
    { id: uid ?? '' },
    { enabled: uid !== null && picked?.id !== uid, retry: false },
  );
  const value = useMemo<Person | null>(
    () => (uid === null ? null : picked?.id === uid ? picked : (named ?? { id: uid })),
    [uid, picked, named],
  );

  return (
    <PersonPicker
      value={value}
      onChange={(person) => {
        setPicked(person);
        field.onChange(person?.id ?? '');
      }}
      labelOf={labelOf}
      label={label}
      messages={MESSAGES}
      variant="filled"
      sx={{ minWidth: 260 }}
    />
  );
}
