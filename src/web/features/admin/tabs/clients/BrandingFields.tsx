import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { BACKGROUND_COLORS, type Branding } from '@/shared/brand';
import { ColorField, Field, NativeSelect, Textarea } from '../../ui';
import { FORM_DEFAULT_COLORS, type ClientForm } from './clientForm';
import type { SetField } from './ClientFields';

type Bg = (typeof BACKGROUND_COLORS)[number];

type SetBranding = (patch: Partial<Branding>) => void;

function BackgroundSelect({ id, value, onChange }: { id: string; value: Bg | undefined; onChange: (v: Bg) => void }) {
  return (
    <Field label="Background" htmlFor={id}>
      <NativeSelect id={id} value={value ?? 'default'} onChange={(e) => onChange(e.target.value as Bg)}>
        {BACKGROUND_COLORS.map((b) => (
          <option key={b}>{b}</option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function HeaderFields({ f, set, setB }: { f: ClientForm; set: SetField; setB: SetBranding }) {
  const header = f.branding.header ?? {};
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-semibold">Header</p>
      <label className="flex items-center gap-3 text-sm">
        <Switch
          checked={header.enabled ?? true}
          onCheckedChange={(v) => setB({ header: { ...header, enabled: v } })}
          aria-label="Header enabled"
        />{' '}
        Enabled
      </label>
      <label className="flex items-center gap-3 text-sm">
        <Switch
          checked={header.showLogo ?? true}
          onCheckedChange={(v) => setB({ header: { ...header, showLogo: v } })}
          aria-label="Header shows logo"
        />{' '}
        Show logo
      </label>
      <BackgroundSelect
        id="h-bg"
        value={header.backgroundColor}
        onChange={(v) => setB({ header: { ...header, backgroundColor: v } })}
      />
      <Field label="Navigation links" htmlFor="h-nav" hint="One per line: Name | URL">
        <Textarea id="h-nav" value={f.navText} onChange={(e) => set('navText', e.target.value)} />
      </Field>
    </div>
  );
}

function FooterFields({ f, set, setB }: { f: ClientForm; set: SetField; setB: SetBranding }) {
  const footer = f.branding.footer ?? {};
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-semibold">Footer</p>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={footer.enabled ?? true}
            onCheckedChange={(v) => setB({ footer: { ...footer, enabled: v } })}
            aria-label="Footer enabled"
          />{' '}
          Enabled
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={footer.showLogo ?? false}
            onCheckedChange={(v) => setB({ footer: { ...footer, showLogo: v } })}
            aria-label="Footer shows logo"
          />{' '}
          Logo
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={footer.showCopyright ?? true}
            onCheckedChange={(v) => setB({ footer: { ...footer, showCopyright: v } })}
            aria-label="Footer shows copyright"
          />{' '}
          Copyright
        </label>
      </div>
      <BackgroundSelect
        id="f-bg"
        value={footer.backgroundColor}
        onChange={(v) => setB({ footer: { ...footer, backgroundColor: v } })}
      />
      <Field label="Custom text" htmlFor="f-text">
        <Textarea
          id="f-text"
          value={footer.customText ?? ''}
          onChange={(e) => setB({ footer: { ...footer, customText: e.target.value } })}
        />
      </Field>
      <div className="grid gap-2">
        {(['name', 'email', 'phone'] as const).map((k) => (
          <Field key={k} label={`Company ${k}`} htmlFor={`f-ci-${k}`}>
            <Input
              id={`f-ci-${k}`}
              value={footer.companyInfo?.[k] ?? ''}
              onChange={(e) =>
                setB({ footer: { ...footer, companyInfo: { ...footer.companyInfo, [k]: e.target.value } } })
              }
            />
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
  );
}

/** Branding: company name, tagline, colours, MECLabs id, header and footer. */
export function BrandingFields({
  f,
  set,
  ro,
  mecInvalid,
}: {
  f: ClientForm;
  set: SetField;
  ro: boolean;
  mecInvalid: boolean;
}) {
  const setB: SetBranding = (patch) => set('branding', { ...f.branding, ...patch });
  return (
    <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Branding</legend>
      <Field label="Brand company name" htmlFor="b-company">
        <Input
          id="b-company"
          value={f.branding.companyName ?? ''}
          onChange={(e) => setB({ companyName: e.target.value })}
        />
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
        <Input
          id="b-mec"
          maxLength={24}
          pattern="[A-Za-z0-9]{24}"
          aria-invalid={mecInvalid}
          value={f.branding.mecLabsAppId ?? ''}
          onChange={(e) => setB({ mecLabsAppId: e.target.value })}
        />
      </Field>
      <HeaderFields f={f} set={set} setB={setB} />
      <FooterFields f={f} set={set} setB={setB} />
    </fieldset>
  );
}
