// The session's active segment in a component rendered after hydration (the basket): the utm
// parameters kept this session and the storefront's segment content (one cached query).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserStorage } from '../browser-storage';
import { useAppState } from '../state/bootstrap';
import { activeSegment } from './match';
import { segmentsOptions } from './segment-query';
import { readUtm } from './utm';

const sessionUtm = () => readUtm(browserStorage('session'));

/** The active segment and the storefront's segment content, or undefined without either. */
export function useActiveSegment() {
  const { api, bootstrap } = useAppState();
  const [utm] = useState(sessionUtm);
  const { data } = useQuery({ ...segmentsOptions(api, bootstrap.storefront), enabled: Boolean(utm.campaign || utm.content) });
  const segment = data && activeSegment(data.segments, utm);
  return segment && data ? { segment, content: data } : undefined;
}
