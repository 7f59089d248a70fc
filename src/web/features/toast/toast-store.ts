/**
 * Toasts (visitor.md section 9): one at a time, default 5000 ms, removal delay
 * 1,000,000 ms after dismissal, swipe threshold 50 px.
 */
import { useSyncExternalStore } from 'react';

const TOAST_LIMIT = 1;
const TOAST_DEFAULT_DURATION = 5000;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const DURATIONS = { analysisError: 8000, link: 15000, redirect: 5000, copy: 2000 } as const;

export interface ToastAction {
  label: string;
  onClick: () => void;
}
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  action?: ToastAction;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id?: number) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (!t.open && !timers.has(t.id)) {
      timers.set(
        t.id,
        setTimeout(() => {
          timers.delete(t.id);
          toasts = toasts.filter((x) => x.id !== t.id);
          emit();
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  emit();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  // One at a time: the newest replaces whatever was showing.
  toasts = [{ ...input, id, open: true }, ...toasts.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT);
  emit();
  const duration = input.duration ?? TOAST_DEFAULT_DURATION;
  if (duration > 0 && Number.isFinite(duration)) setTimeout(() => dismissToast(id), duration);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Test helper. */
export function resetToasts() {
  toasts = [];
  emit();
}
