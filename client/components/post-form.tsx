// A form of the buying path that works before the page's scripts run (decisions 071, 072): a
// real POST to a worker route under /forms, which answers 303 back here with `?outcome=`. The
// page's path goes along as `back` (the Referer, which has the query too, wins at the worker).
// Once hydrated, the same markup's handlers call the JSON API and prevent the post.
import type { ComponentProps } from 'react';
import { formOutcomeOf } from '../../markets';
import { usePageLocation } from '../state/page-location';

export function PostForm({ action, children, ...props }: ComponentProps<'form'> & { action: string }) {
  const pathname = usePageLocation('pathname');
  return (
    <form method="post" action={action} {...props}>
      <input type="hidden" name="back" value={pathname} />
      {children}
    </form>
  );
}

/** The outcome the last form post came back with (`?outcome=`), if any. */
export const useFormOutcome = (): string | null => formOutcomeOf(usePageLocation('searchStr'));
