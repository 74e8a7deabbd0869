import type { RefObject } from 'react';
import { Confirm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ArticlePageTitle } from './ArticlePageTitle';
import { useLeaveGuard } from './useLeaveGuard';

export interface ArticleEditorHeaderProps {
  title: string;
  leavingAllowed: RefObject<boolean>;
}

export function ArticleEditorHeader({ title, leavingAllowed }: ArticleEditorHeaderProps) {
  const { isDirty } = useFormState();
  const blocker = useLeaveGuard(isDirty, leavingAllowed);

  return (
    <>
      <ArticlePageTitle title={title} />
      <Confirm
        isOpen={blocker.state === 'blocked'}
        title="resources.articles.confirm.leave"
        content=""
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}
