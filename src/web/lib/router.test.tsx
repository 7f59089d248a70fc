// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, matchRoute, Navigate, NavLink, Router, useLocation, useSearchParams } from './router';

function Where() {
  const l = useLocation();
  const [params] = useSearchParams();
  return (
    <p data-testid="where">
      {l.pathname}
      {l.search}|{params.get('tenant')}
    </p>
  );
}
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => window.history.replaceState(null, '', '/start?tenant=acme'));
afterEach(cleanup);

describe('matchRoute', () => {
  it('matches without regard to case or trailing slashes; /* takes what is below', () => {
    const paths = ['/', '/about', '/admin/*'] as const;
    expect(matchRoute('/', paths)).toBe('/');
    expect(matchRoute('/About/', paths)).toBe('/about');
    expect(matchRoute('/admin', paths)).toBe('/admin/*');
    expect(matchRoute('/admin/users/x', paths)).toBe('/admin/*');
    expect(matchRoute('/administrator', paths)).toBeNull();
    expect(matchRoute('/about/more', paths)).toBeNull();
  });
});

describe('Router in the browser', () => {
  it('reads the address, pushes a link, replaces a link to where it is, follows back', async () => {
    const length = window.history.length;
    render(
      <Router>
        <Where />
        <Link to="/about?tenant=acme">About</Link>
        <NavLink to="/start?tenant=acme" end className="nav">
          Start
        </NavLink>
      </Router>,
    );
    expect(where()).toBe('/start?tenant=acme|acme');
    expect(screen.getByText('Start').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Start').className).toBe('nav active');
    expect(screen.getByText('About').getAttribute('href')).toBe('/about?tenant=acme');

    fireEvent.click(screen.getByText('Start'));
    expect(window.history.length).toBe(length);
    fireEvent.click(screen.getByText('About'));
    expect(window.location.pathname).toBe('/about');
    expect(window.history.length).toBe(length + 1);
    expect(where()).toBe('/about?tenant=acme|acme');
    expect(screen.getByText('Start').getAttribute('aria-current')).toBeNull();

    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(where()).toBe('/start?tenant=acme|acme');
  });

  it('leaves a click with a modifier key or another target to the browser', () => {
    render(
      <Router>
        <Where />
        <Link to="/about">About</Link>
      </Router>,
    );
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByText('About').dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
    expect(where()).toBe('/start?tenant=acme|acme');
  });

  it('redirects with Navigate, replacing the entry', () => {
    const length = window.history.length;
    render(
      <Router>
        <Where />
        <Navigate to="/config-error" replace />
      </Router>,
    );
    expect(window.location.pathname).toBe('/config-error');
    expect(window.history.length).toBe(length);
    expect(where()).toBe('/config-error|');
  });
});

describe('Router in memory (tests)', () => {
  it('starts at `initial` and leaves the address bar alone', () => {
    render(
      <Router initial="/x?tenant=t">
        <Where />
        <Link to="/y">Y</Link>
      </Router>,
    );
    expect(where()).toBe('/x?tenant=t|t');
    fireEvent.click(screen.getByText('Y'));
    expect(where()).toBe('/y|');
    expect(window.location.pathname).toBe('/start');
  });
});
