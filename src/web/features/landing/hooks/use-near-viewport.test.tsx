import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('waits for the element to come near the viewport, then stays true', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof notify, opts: IntersectionObserverInit) {
          notify = cb;
          expect(opts.rootMargin).toBe('600px');
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
