import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/** What is typed, trimmed, once typing pauses: a search asks for nothing in between. */
export function useTypedTerm(input: string): string {
  const [settled, setSettled] = useState(input.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return settled;
}
