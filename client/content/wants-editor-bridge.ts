// Whether this page is a content preview (release or inside the Storyblok editor). Kept apart
// from editor-bridge.ts so the entry does not pull the bridge loader into every page.
export function wantsEditorBridge(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('_storyblok_release') || params.has('_storyblok');
}
