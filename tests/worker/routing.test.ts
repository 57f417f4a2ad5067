import { describe, expect, it } from 'vitest';
import { get } from './fetch';

describe('index route', () => {
  it.each([
    ['GB', '/uk'],
    ['DE', '/de'],
    ['SE', '/eu'],
    ['US', '/us'],
    ['KR', '/gl'],
  ])('sends a visitor from %s to %s', async (country, location) => {
    const res = await get('/', { country });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });
});
