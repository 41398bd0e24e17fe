import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../web/src/components/layout/site-footer';

// jsdom has no IntersectionObserver: this one reports the footer near only when the test says so.
let reportNear: (() => void) | undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reportNear = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the footer's newsletter form", () => {
  it('loads its code only once the footer nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // Loaded beforehand, so a footer that did not wait would show the form within the pause below.
    await import('../../web/src/components/layout/newsletter-form');
    render(
      <MemoryRouter>
        <SiteFooter quickLinks={[]} />
      </MemoryRouter>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
    act(() => reportNear?.());
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
