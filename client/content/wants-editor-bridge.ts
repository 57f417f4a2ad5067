// Whether this page loads Storyblok's visual-editor bridge: only when the worker verified an
// editor (signed editor query or the preview secret; docs/decisions/014) and shows drafts. The
// URL's flags alone never decide it. Kept apart from editor-bridge.ts so the entry does not pull
// the bridge loader into every page.
import type { Bootstrap } from '../ssr-contract';

export const wantsEditorBridge = (bootstrap: Pick<Bootstrap, 'editorPreview'>): boolean => bootstrap.editorPreview;
