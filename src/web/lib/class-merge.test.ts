import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

describe('mergeClasses', () => {
  it("lets a caller's class replace the default of the same property", () => {
    // Input at the address form (h-12), Card of the red flags (border colour), Label in the report dialog.
    expect(mergeClasses('flex h-11 w-full border border-slate-300 px-3 h-12 pl-10')).toBe(
      'flex w-full border border-slate-300 px-3 h-12 pl-10',
    );
    expect(mergeClasses('rounded-2xl border border-slate-200 bg-white border-red-200')).toBe(
      'rounded-2xl border bg-white border-red-200',
    );
    expect(mergeClasses('text-sm font-medium text-slate-800 font-normal leading-snug text-slate-700')).toBe(
      'text-sm font-normal leading-snug text-slate-700',
    );
  });

  it('knows which padding covers which side', () => {
    expect(mergeClasses('flex flex-col gap-1.5 pr-6 border-b p-4 pr-12 sm:p-6 sm:pr-12')).toBe(
      'flex flex-col gap-1.5 border-b p-4 pr-12 sm:p-6 sm:pr-12',
    );
    expect(mergeClasses('h-8 px-3 px-0 h-auto p-0')).toBe('h-auto p-0');
    expect(mergeClasses('px-3 pl-10 pr-10')).toBe('px-3 pl-10 pr-10');
    expect(mergeClasses('-mt-20 mt-4 mx-auto ml-2')).toBe('mt-4 mx-auto ml-2');
  });

  it('keeps variants apart and reads brackets whole', () => {
    expect(mergeClasses('px-4 sm:px-6 hover:bg-slate-50 hover:bg-red-50 bg-white')).toBe(
      'px-4 sm:px-6 hover:bg-red-50 bg-white',
    );
    expect(
      mergeClasses('[&_svg:not([class*=size-])]:size-4 size-9 data-[state=on]:bg-[var(--a)] data-[state=on]:bg-red-50'),
    ).toBe('[&_svg:not([class*=size-])]:size-4 size-9 data-[state=on]:bg-red-50');
  });

  it('tells font size from text colour and alignment; a font size resets the line height', () => {
    expect(mergeClasses('text-sm text-slate-900 text-center text-xs text-[var(--ink)]')).toBe(
      'text-center text-xs text-[var(--ink)]',
    );
    expect(mergeClasses('text-lg leading-tight tracking-tight text-xl')).toBe('tracking-tight text-xl');
    expect(mergeClasses('text-[10px] text-xs')).toBe('text-xs');
  });

  it('merges display, size, rounding, weight and shadow; leaves unknown classes and duplicates once', () => {
    expect(mergeClasses('grid gap-4 p-6 flex gap-0 p-0')).toBe('flex gap-0 p-0');
    expect(mergeClasses('h-10 w-4 size-9 rounded-lg rounded-md font-semibold font-normal shadow-xs shadow-lg')).toBe(
      'size-9 rounded-md font-normal shadow-lg',
    );
    expect(mergeClasses('pulse-ring ring-1 ring-black/5 pulse-ring  [overflow-wrap:anywhere]')).toBe(
      'ring-1 ring-black/5 pulse-ring [overflow-wrap:anywhere]',
    );
  });
});
