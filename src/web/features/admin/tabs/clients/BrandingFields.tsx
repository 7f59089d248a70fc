import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { BACKGROUND_COLORS, type Branding } from '@/shared/brand';
import { ColorField, Field, NativeSelect, Textarea } from '../../ui';
import { FORM_DEFAULT_COLORS, type ClientForm } from './clientForm';
import type { SetField } from './ClientFields';

type Bg = (typeof BACKGROUND_COLORS)[number];

/** Branding: company name, tagline, colours, MECLabs id, header and footer. */
export function BrandingFields({ f, set, ro, mecInvalid }: { f: ClientForm; set: SetField; ro: boolean; mecInvalid: boolean }) {
  const setB = (patch: Partial<Branding>) => set('branding', { ...f.branding, ...patch });
  const header = f.branding.header ?? {};
  const footer = f.branding.footer ?? {};
  return (
    <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Branding</legend>
      <Field label="Brand company name" htmlFor="b-company">
        <Input id="b-company" value={f.branding.companyName ?? ''} onChange={(e) => setB({ companyName: e.target.value })} />
      </Field>
      <Field label="Tagline" htmlFor="b-tagline">
        <Input id="b-tagline" value={f.branding.tagline ?? ''} onChange={(e) => setB({ tagline: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        {(['primary', 'secondary', 'accent'] as const).map((k) => (
          <ColorField
            key={k}
            id={`b-color-${k}`}
            label={`${k[0].toUpperCase()}${k.slice(1)} colour`}
            disabled={ro}
            value={f.branding.colors?.[k] ?? FORM_DEFAULT_COLORS[k]}
            onChange={(v) => setB({ colors: { ...f.branding.colors, [k]: v } })}
          />
        ))}
      </div>
      <Field label="MECLabs app ID (optional)" htmlFor="b-mec" hint="24 letters or digits" className="sm:col-span-2">
        <Input id="b-mec" maxLength={24} pattern="[A-Za-z0-9]{24}" aria-invalid={mecInvalid} value={f.branding.mecLabsAppId ?? ''} onChange={(e) => setB({ mecLabsAppId: e.target.value })} />
      </Field>
      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <p className="text-sm font-semibold">Header</p>
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={header.enabled ?? true} onCheckedChange={(v) => setB({ header: { ...header, enabled: v } })} aria-label="Header enabled" /> Enabled
        </label>
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={header.showLogo ?? true} onCheckedChange={(v) => setB({ header: { ...header, showLogo: v } })} aria-label="Header shows logo" /> Show logo
        </label>
        <Field label="Background" htmlFor="h-bg">
          <NativeSelect id="h-bg" value={header.backgroundColor ?? 'default'} onChange={(e) => setB({ header: { ...header, backgroundColor: e.target.value as Bg } })}>
            {BACKGROUND_COLORS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Navigation links" htmlFor="h-nav" hint="One per line: Name | URL">
          <Textarea id="h-nav" value={f.navText} onChange={(e) => set('navText', e.target.value)} />
        </Field>
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <p className="text-sm font-semibold">Footer</p>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={footer.enabled ?? true} onCheckedChange={(v) => setB({ footer: { ...footer, enabled: v } })} aria-label="Footer enabled" /> Enabled
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={footer.showLogo ?? false} onCheckedChange={(v) => setB({ footer: { ...footer, showLogo: v } })} aria-label="Footer shows logo" /> Logo
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={footer.showCopyright ?? true} onCheckedChange={(v) => setB({ footer: { ...footer, showCopyright: v } })} aria-label="Footer shows copyright" /> Copyright
          </label>
        </div>
        <Field label="Background" htmlFor="f-bg">
          <NativeSelect id="f-bg" value={footer.backgroundColor ?? 'default'} onChange={(e) => setB({ footer: { ...footer, backgroundColor: e.target.value as Bg } })}>
            {BACKGROUND_COLORS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Custom text" htmlFor="f-text">
          <Textarea id="f-text" value={footer.customText ?? ''} onChange={(e) => setB({ footer: { ...footer, customText: e.target.value } })} />
        </Field>
        <div className="grid gap-2">
          {(['name', 'email', 'phone'] as const).map((k) => (
            <Field key={k} label={`Company ${k}`} htmlFor={`f-ci-${k}`}>
              <Input id={`f-ci-${k}`} value={footer.companyInfo?.[k] ?? ''} onChange={(e) => setB({ footer: { ...footer, companyInfo: { ...footer.companyInfo, [k]: e.target.value } } })} />
            </Field>
          ))}
        </div>
        <Field label="Links" htmlFor="f-links" hint="One per line: Name | URL">
          <Textarea id="f-links" value={f.footerLinksText} onChange={(e) => set('footerLinksText', e.target.value)} />
        </Field>
        <Field label="Social" htmlFor="f-social" hint="One per line: Network | URL">
          <Textarea id="f-social" value={f.socialText} onChange={(e) => set('socialText', e.target.value)} />
        </Field>
      </div>
    </fieldset>
  );
}
