// @vitest-environment happy-dom
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Slot } from './slot';

afterEach(cleanup);

describe('Slot (asChild)', () => {
  it('renders the child with the classes joined and the child’s own props winning', () => {
    render(
      <Button asChild size="sm" className="mt-6">
        <a href="/x" className="own" data-slot="mine">
          Go
        </a>
      </Button>,
    );
    const a = screen.getByText('Go');
    expect(a.tagName).toBe('A');
    expect(a.getAttribute('href')).toBe('/x');
    expect(a.className).toMatch(/^inline-flex .* h-8 .* mt-6 own$/);
    expect(a.getAttribute('data-slot')).toBe('mine');
  });

  it('runs both click handlers (the child’s first), merges styles and sets both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot onClick={() => calls.push('slot')} style={{ color: 'red', margin: 1 }} ref={slotRef} aria-describedby="s">
        <a href="/y" onClick={() => calls.push('child')} style={{ color: 'blue' }} ref={childRef} aria-describedby="c">
          Y
        </a>
      </Slot>,
    );
    const a = screen.getByText('Y');
    fireEvent.click(a);
    expect(calls).toEqual(['child', 'slot']);
    expect(a.style.color).toBe('blue');
    expect(a.style.margin).toBe('1px');
    expect(slotRef.current).toBe(a);
    expect(childRef.current).toBe(a);
    expect(a.getAttribute('aria-describedby')).toBe('c s');
  });
});
