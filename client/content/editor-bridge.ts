// Storyblok's visual-editor bridge, loaded only when the worker verified an editor who sees
// drafts (wants-editor-bridge.ts). It is a separate chunk, so shoppers never download it.
export const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

interface StoryblokBridge {
  on(events: string[], callback: () => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new () => StoryblokBridge;
  }
}

/** Adds the bridge script; when the editor saves or publishes, the page reloads with fresh drafts. */
export function loadEditorBridge() {
  if (document.querySelector(`script[src="${BRIDGE_URL}"]`)) return;
  const script = document.createElement('script');
  script.src = BRIDGE_URL;
  script.async = true;
  script.onload = () => {
    if (!window.StoryblokBridge) return;
    new window.StoryblokBridge().on(['change', 'published'], () => window.location.reload());
  };
  document.head.append(script);
}
