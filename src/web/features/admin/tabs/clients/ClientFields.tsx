import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { cleanTenantId } from '@/shared/tenant';
import { ADMIN_LOCALES, DEFAULT_PRIVACY_CONFIG } from '@/shared/brand';
import { INTENT_LABELS } from '@/shared/admin-api';
import { AnalysisIntentSchema, type AnalysisIntent } from '@/shared/analysis';
import { Field, NativeSelect, Textarea } from '../../ui';
import type { ClientForm } from './clientForm';

export type SetField = <K extends keyof ClientForm>(k: K, v: ClientForm[K]) => void;

/** How the client's visitors start: entry mode, locale and the default analysis goal. */
function VisitorDefaults({ f, set }: { f: ClientForm; set: SetField }) {
  return (
    <>
      <Field label="Entry mode" htmlFor="c-entry">
        <NativeSelect id="c-entry" value={f.entry_mode} onChange={(e) => set('entry_mode', e.target.value)}>
          <option value="free_first">Free first</option>
          <option value="paid_first">Paid first</option>
          {f.entry_mode === 'splash' ? <option value="splash">Splash</option> : null}
        </NativeSelect>
      </Field>
      <Field label="Locale" htmlFor="c-locale">
        <NativeSelect id="c-locale" value={f.locale} onChange={(e) => set('locale', e.target.value)}>
          {ADMIN_LOCALES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Default analysis goal"
        htmlFor="c-intent"
        className="sm:col-span-2"
        hint="Used when a visitor does not choose one. Keeping content out of training reports blocks of training crawlers (GPTBot, ClaudeBot, CCBot, Google-Extended, Applebot-Extended) as the owner's choice, not as problems."
      >
        <NativeSelect
          id="c-intent"
          value={f.default_intent}
          onChange={(e) => set('default_intent', e.target.value as AnalysisIntent)}
        >
          {AnalysisIntentSchema.options.map((intent) => (
            <option key={intent} value={intent}>
              {INTENT_LABELS[intent]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}

/** The client's own fields: name, tenant id (identity roles only), entry mode, locale, default analysis goal, company, logo URL, status. */
export function ClientFields({
  f,
  set,
  ro,
  canIdentity,
  logo,
}: {
  f: ClientForm;
  set: SetField;
  ro: boolean;
  canIdentity: boolean;
  logo: React.ReactNode;
}) {
  return (
    <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Client</legend>
      <Field label="Name" htmlFor="c-name">
        <Input id="c-name" value={f.name} onChange={(e) => set('name', e.target.value)} required />
      </Field>
      <Field
        label="Tenant ID"
        htmlFor="c-tenant"
        hint={`Lowercase letters and digits only. Domain: ${f.tenant === 'default' ? 'getseen.app' : `${f.tenant}.getseen.app`}`}
      >
        <Input
          id="c-tenant"
          value={f.tenant}
          disabled={!canIdentity}
          onChange={(e) => set('tenant', cleanTenantId(e.target.value))}
        />
      </Field>
      <VisitorDefaults f={f} set={set} />
      <Field label="Company name" htmlFor="c-company">
        <Input id="c-company" value={f.company_name} onChange={(e) => set('company_name', e.target.value)} />
      </Field>
      <Field label="Support email" htmlFor="c-support">
        <Input
          id="c-support"
          type="email"
          value={f.support_email}
          onChange={(e) => set('support_email', e.target.value)}
        />
      </Field>
      <Field label="Company description" htmlFor="c-desc" className="sm:col-span-2">
        <Textarea
          id="c-desc"
          value={f.company_description}
          onChange={(e) => set('company_description', e.target.value)}
        />
      </Field>
      <Field
        label="Logo URL"
        htmlFor="c-logo"
        className="sm:col-span-2"
        hint="Max 5MB, recommended 400x100 px, aspect ratio 2.5:1 to 5:1."
      >
        <Input
          id="c-logo"
          value={f.logo_url}
          onChange={(e) => set('logo_url', e.target.value)}
          placeholder="https://..."
        />
      </Field>
      <div className="sm:col-span-2">{logo}</div>
      <label className="flex items-center gap-3 text-sm sm:col-span-2">
        <Switch
          checked={f.is_active}
          disabled={!canIdentity}
          onCheckedChange={(v) => set('is_active', v)}
          aria-label="Active"
        />{' '}
        Active
      </label>
    </fieldset>
  );
}

/** Privacy settings: cookie policy, retention (default 30 days), GDPR, banner. */
export function PrivacyFields({ f, set, ro }: { f: ClientForm; set: SetField; ro: boolean }) {
  return (
    <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Privacy settings</legend>
      <Field label="Cookie policy" htmlFor="p-cookie">
        <NativeSelect
          id="p-cookie"
          value={f.privacy.cookiePolicy ?? 'balanced'}
          onChange={(e) => set('privacy', { ...f.privacy, cookiePolicy: e.target.value as 'strict' })}
        >
          <option value="strict">Strict</option>
          <option value="balanced">Balanced</option>
          <option value="minimal">Minimal</option>
        </NativeSelect>
      </Field>
      <Field label="Data retention (days)" htmlFor="p-retention">
        <Input
          id="p-retention"
          type="number"
          min={1}
          max={3650}
          value={f.privacy.dataRetentionDays ?? DEFAULT_PRIVACY_CONFIG.dataRetentionDays}
          onChange={(e) =>
            set('privacy', {
              ...f.privacy,
              dataRetentionDays: Number(e.target.value) || DEFAULT_PRIVACY_CONFIG.dataRetentionDays,
            })
          }
        />
      </Field>
      <label className="flex items-center gap-3 text-sm">
        <Switch
          checked={f.privacy.gdprCompliant ?? true}
          onCheckedChange={(v) => set('privacy', { ...f.privacy, gdprCompliant: v })}
          aria-label="GDPR compliant"
        />{' '}
        GDPR compliant
      </label>
      <label className="flex items-center gap-3 text-sm">
        <Switch
          checked={f.privacy.showPrivacyBanner ?? true}
          onCheckedChange={(v) => set('privacy', { ...f.privacy, showPrivacyBanner: v })}
          aria-label="Show privacy banner"
        />{' '}
        Show privacy banner
      </label>
    </fieldset>
  );
}
