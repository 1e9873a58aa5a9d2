// @vitest-environment jsdom
// Spec part 1 §9 "Swipe threshold 30 px by default": the mobile drawer (which takes the
// default) closes on a swipe to the left longer than 30 px; the media viewer keeps a quarter
// of the window (media-viewer.test.tsx) and the notifications drawer 50 px.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MobileDrawer } from '../../src/web/layout/MobileDrawer';
import { installDomShims } from './support/dom-shims';
import { installPointerEvent } from './support/pointer-event';
import { renderWithServices, testServices } from './support/test-app';

describe('the mobile drawer', () => {
  beforeEach(() => {
    installPointerEvent();
    installDomShims();
  });
  afterEach(cleanup);

  it('closes on a swipe to the left past 30 px, not on a shorter one or to the right', () => {
    const services = testServices();
    act(() => services.model.ui.setDrawerOpen(true));
    renderWithServices(<MobileDrawer />, services);
    const drawer = screen.getByTestId('drawer');
    const swipe = (from: number, to: number, pointerType = 'touch') =>
      act(() => {
        fireEvent.pointerDown(drawer, { pointerType, pointerId: 1, clientX: from });
        fireEvent.pointerUp(drawer, { pointerType, pointerId: 1, clientX: to });
      });
    swipe(200, 175); // 25 px: too short
    swipe(100, 160); // to the right
    swipe(200, 100, 'mouse'); // a mouse drag is no swipe
    expect(services.model.ui.drawerOpen).toBe(true);
    swipe(200, 165); // 35 px to the left
    expect(services.model.ui.drawerOpen).toBe(false);
  });
});
