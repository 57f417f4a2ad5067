import { describe, expect, it } from 'vitest';
import type { Story } from '../../contract/content';
import { projectLayoutStory } from './layout';

const story = (text: string) =>
  ({
    content: { component: 'top-banner', messages: [{ _uid: 'm1', key: 'free', message: text, backgroundColor: '#fff' }] },
  }) as unknown as Story;

describe('projectLayoutStory', () => {
  it('keeps only what the shell renders', () => {
    expect(projectLayoutStory('topBanner', story('Free shipping'))).toEqual({
      content: { messages: [{ key: 'free', message: 'Free shipping', backgroundColor: '#fff' }] },
    });
  });

  it('projects a story object once: the same stored version answers the same projection', () => {
    const stored = story('Free shipping');
    expect(projectLayoutStory('topBanner', stored)).toBe(projectLayoutStory('topBanner', stored));
  });

  it('projects another version (another object) anew', () => {
    const first = projectLayoutStory('topBanner', story('Free shipping'));
    const second = projectLayoutStory('topBanner', story('Free returns'));
    expect(second).not.toBe(first);
    expect(second.content).toEqual({ messages: [{ key: 'free', message: 'Free returns', backgroundColor: '#fff' }] });
  });
});
