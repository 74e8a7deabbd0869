// The questionnaire names of the questions collection, plus whatever the article already names.
import { useMemo } from 'react';
import { SelectArrayInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Question } from '@/domain/types';
import type { ArticleFormValues } from './articleForm';

// Every question, once: the collection is the questionnaire catalogue (tens of documents).
const QUESTIONS_READ = { page: 1, perPage: 1000 };

export function ArticleQuestionnairesInput({ disabled }: { disabled?: boolean }) {
  const chosen = useWatch<ArticleFormValues, 'questionnaires'>({ name: 'questionnaires' });
  const { data, isPending, error } = useGetList<Question>(
    'questions',
    { pagination: QUESTIONS_READ, sort: { field: 'questionnaire', order: 'ASC' } },
    { staleTime: 5 * 60_000 },
  );
  const choices = useMemo(() => {
    const names = new Set([...(data ?? []).map((question) => question.questionnaire), ...chosen]);
    return [...names]
      .filter((name) => typeof name === 'string' && name !== '')
      .sort((a, b) => a.localeCompare(b))
      .map((name) => ({ id: name, name }));
  }, [data, chosen]);

  return (
    <SelectArrayInput
      source="questionnaires"
      choices={choices}
      isPending={isPending}
      helperText={error ? 'resources.articles.questionnaires_failed' : false}
      disabled={disabled}
    />
  );
}
