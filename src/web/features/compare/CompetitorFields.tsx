import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { MAX_COMPETITORS } from '@/shared/competitor-addresses';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

interface CompetitorFieldsProps {
  values: string[];
  onChange: (values: string[]) => void;
  disabled: boolean;
  /** What is wrong, and with which field (competitorListError). */
  error: { index: number; message: string } | null;
}

/** Up to three competitors' addresses under the main address, each checked as the main one is. */
export function CompetitorFields({ values, onChange, disabled, error }: CompetitorFieldsProps) {
  const id = useId();
  const set = (i: number, v: string) => onChange(values.map((old, j) => (j === i ? v : old)));
  return (
    <fieldset className="mb-3 grid gap-2 rounded-2xl border border-slate-200 p-3" data-testid="competitor-fields">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Competitors&apos; pages (up to {MAX_COMPETITORS})
      </legend>
      {values.map((value, i) => (
        <div key={i} className="flex items-center gap-2">
          <label htmlFor={`${id}-${i}`} className="w-28 shrink-0 text-sm text-slate-600">
            Competitor {i + 1}
          </label>
          <Input
            id={`${id}-${i}`}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://competitor.example"
            value={value}
            disabled={disabled}
            onChange={(e) => set(i, e.target.value)}
            aria-invalid={error?.index === i || undefined}
            aria-describedby={error?.index === i ? `${id}-error` : undefined}
            className={cn('h-10', error?.index === i && 'border-red-500')}
            data-testid={`competitor-${i + 1}`}
          />
          {values.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={disabled}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
              aria-label={`Remove competitor ${i + 1}`}
            >
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600" data-testid="competitor-error">
          {error.message}
        </p>
      ) : null}
      {values.length < MAX_COMPETITORS ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={disabled}
          onClick={() => onChange([...values, ''])}
          data-testid="add-competitor"
        >
          <Plus aria-hidden /> Add a competitor
        </Button>
      ) : null}
    </fieldset>
  );
}
