import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { Field } from '../../ui';
import type { ClientForm } from './clientForm';
import type { SetField } from './ClientFields';

/** Visitor-side tenant settings (docs/decisions/011): private (own domain only) and the result cache window. */
export function VisitorAccessFields({
  f,
  set,
  ro,
  domain,
}: {
  f: ClientForm;
  set: SetField;
  ro: boolean;
  domain: string | null;
}) {
  return (
    <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2" data-testid="visitor-access-fields">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Visitor access</legend>
      <label className="flex items-start gap-3 text-sm sm:col-span-2">
        <Switch checked={f.is_private} onCheckedChange={(v) => set('is_private', v)} aria-label="Private" />
        <span>
          Private
          <span className="block text-xs text-slate-500">
            Only reachable on its own domain{domain ? ` (${domain})` : ''}. Links naming this tenant on another address
            show the configuration error page.
          </span>
        </span>
      </label>
      <Field
        label="Result cache (minutes)"
        htmlFor="v-cache"
        hint="The same page analysed again within this time gets the stored result, marked with its time. 0 turns the cache off."
      >
        <Input
          id="v-cache"
          type="number"
          min={0}
          max={1440}
          step={1}
          value={f.analysis_cache_minutes}
          onChange={(e) =>
            set('analysis_cache_minutes', Math.max(0, Math.min(1440, Math.round(Number(e.target.value) || 0))))
          }
        />
      </Field>
    </fieldset>
  );
}
