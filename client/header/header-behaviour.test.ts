import { describe, expect, it } from 'vitest';
import { BANNER_HIDE_SCROLL } from '../components/top-banner';
import { HEADER_HIDE_FROM_PX, isTriggerActive, mobileMenuTopPadding, shouldHideHeader } from './header-behaviour';

describe('shouldHideHeader (docs/spec/storefront-shell.md §2.4, §9.5)', () => {
  it('hides when scrolling down past 100 px by at least 20 px', () => {
    expect(shouldHideHeader({ y: 150, lastY: 0, keepVisible: false })).toBe(true);
    expect(shouldHideHeader({ y: 121, lastY: 101, keepVisible: false })).toBe(true);
  });
  it('ignores movements under 20 px (null: keep the current state)', () => {
    expect(shouldHideHeader({ y: 219, lastY: 200, keepVisible: false })).toBeNull();
    expect(shouldHideHeader({ y: 181, lastY: 200, keepVisible: false })).toBeNull();
  });
  it('never hides at or above 100 px', () => {
    expect(shouldHideHeader({ y: 100, lastY: 0, keepVisible: false })).toBe(false);
    expect(shouldHideHeader({ y: 90, lastY: 89, keepVisible: false })).toBe(false);
  });
  it('shows when scrolling up', () => {
    expect(shouldHideHeader({ y: 300, lastY: 400, keepVisible: false })).toBe(false);
  });
  it('stays visible while something keeps it (open menu, focused search)', () => {
    expect(shouldHideHeader({ y: 600, lastY: 100, keepVisible: true })).toBe(false);
  });
});

describe('top banner and header', () => {
  it('the banner has faded out (40 px) before the header can hide (past 100 px), so its message keeps the header in view', () => {
    expect(BANNER_HIDE_SCROLL).toBeLessThan(HEADER_HIDE_FROM_PX);
    expect(shouldHideHeader({ y: BANNER_HIDE_SCROLL - 1, lastY: 0, keepVisible: false })).toBe(false);
  });
});

describe('header helpers', () => {
  it('pads the open mobile menu by the header height plus 36 px', () => {
    expect(mobileMenuTopPadding(64)).toBe(100);
    expect(mobileMenuTopPadding(112.4)).toBe(148);
  });
  it('marks a trigger active when the path starts with its URL', () => {
    expect(isTriggerActive('/uk/adults/socks', '/uk/adults/socks')).toBe(true);
    expect(isTriggerActive('/uk/adults/socks/2', '/uk/adults/socks')).toBe(true);
    expect(isTriggerActive('/uk/adults/socks', '/uk/adults/socks?colours=black')).toBe(true);
    expect(isTriggerActive('/uk/adults/socksy', '/uk/adults/socks')).toBe(false);
    expect(isTriggerActive('/uk/kids/socks', '/uk/adults/socks')).toBe(false);
  });
});
