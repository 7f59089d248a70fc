import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

/**
 * Unsaved edits in the console (the client editor, the payment keys) register here. Whatever would
 * drop them (another tab, another client, Logout) goes through `guard`, which asks first; closing or
 * reloading the page gets the browser's own warning. docs/decisions/010.
 */
interface UnsavedContext {
  mark(key: string, label: string | null): void;
  guard(action: () => void): void;
  /** Runs an action that leaves the page on purpose, without the browser's warning. */
  leave(action: () => void): void;
}

const Ctx = createContext<UnsavedContext | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Map<string, string>());
  const [pending, setPending] = useState<{ action: () => void; labels: string[] } | null>(null);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const mark = useCallback((key: string, label: string | null) => {
    if (label) dirty.current.set(key, label);
    else dirty.current.delete(key);
  }, []);
  const guard = useCallback((action: () => void) => {
    if (dirty.current.size === 0) action();
    else setPending({ action, labels: [...dirty.current.values()] });
  }, []);
  const leave = useCallback((action: () => void) => {
    dirty.current.clear();
    action();
  }, []);
  const value = useMemo(() => ({ mark, guard, leave }), [mark, guard, leave]);

  const discard = () => {
    const action = pending?.action;
    dirty.current.clear();
    setPending(null);
    action?.();
  };

  return (
    <Ctx.Provider value={value}>
      {children}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Discard unsaved changes?</DialogTitle>
            <DialogDescription>You have changes that are not saved yet. Leaving now loses them.</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {pending?.labels.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="destructive" onClick={discard}>
              Discard changes
            </Button>
            <Button onClick={() => setPending(null)} autoFocus>
              Keep editing
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Ctx.Provider>
  );
}

const NOOP: UnsavedContext = { mark: () => {}, guard: (a) => a(), leave: (a) => a() };

export function useUnsavedGuard(): UnsavedContext {
  return useContext(Ctx) ?? NOOP;
}

/** Registers this editor's unsaved state (a label when dirty, null when clean); cleared when it unmounts. */
export function useUnsavedChanges(key: string, label: string | null) {
  const { mark } = useUnsavedGuard();
  useEffect(() => {
    mark(key, label);
  }, [key, label, mark]);
  useEffect(() => () => mark(key, null), [key, mark]);
}
