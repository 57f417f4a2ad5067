// The variant of a split test that a surface renders (docs/decisions/039), and its exposure event.
// On the page the server rendered, the assignment comes from the page state (the edge drew it
// and rendered it: hydration matches); after a client-side navigation, from the experiment cookie
// the edge set. A visitor out of the traffic share, or without an assignment, sees the control and
// sends no exposure.
import { useEffect } from 'react';
import { readCookie } from '../../markets';
import { assignmentOf, EXPERIMENT_COOKIE, experimentById, OUT_OF_TRAFFIC, type ExperimentId } from '../../markets/experiments';
import { loadTracker } from '../analytics/load-tracker';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';

/** The variant to render; sends `experiment-exposure` once per page view it renders in. */
export function useExperiment(id: ExperimentId): string {
  const { bootstrap } = useAppState();
  const cookie = () => (typeof document === 'undefined' ? undefined : readCookie(document.cookie, EXPERIMENT_COOKIE));
  const assigned = assignmentOf(bootstrap.experiments, id, cookie);
  const exposed = assigned !== undefined && assigned !== OUT_OF_TRAFFIC ? assigned : undefined;
  // A page view is a new path or query string (decision 035): the shown page's, so a surface
  // still on screen while the next page loads does not report itself in that page's view.
  const view = usePageLocation('pathname') + usePageLocation('searchStr');
  useEffect(() => {
    if (!exposed) return;
    void loadTracker().then((tracker) =>
      tracker.trackInPageView(view, { event: 'experiment-exposure', experimentId: id, variant: exposed }),
    );
  }, [id, exposed, view]);
  return exposed ?? experimentById(id)?.variants[0]?.id ?? 'control';
}
