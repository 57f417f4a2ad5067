// The header's own speech bubble prompts (docs/spec/storefront-shell.md §2.4): one while a menu is expanded,
// one while the search field has focus. Each hides only its own message when it ends.
import { useEffect, type FocusEvent } from 'react';
import { useT } from '../i18n';
import { speechBubble, speechBubbleFor } from './speech-bubble';

const inSearchBox = (node: EventTarget | null) => node instanceof Element && node.closest('.search-box') !== null;

/** Shows 'menuExpanded' while `expanded`; returns focus handlers for the search field's container. */
export function useHeaderSpeechBubble(expanded: boolean) {
  const t = useT();
  useEffect(() => {
    if (!expanded) return;
    speechBubble.show(speechBubbleFor('menuExpanded', t));
    return () => speechBubble.hideKind('menuExpanded');
  }, [expanded, t]);
  return {
    onFocus: (event: FocusEvent) => {
      if (inSearchBox(event.target)) speechBubble.show(speechBubbleFor('searchFocused', t));
    },
    onBlur: (event: FocusEvent) => {
      if (inSearchBox(event.target) && !inSearchBox(event.relatedTarget)) speechBubble.hideKind('searchFocused');
    },
  };
}
