/**
 * The label a site's menu gives its About, Contact and Privacy pages, in the page's language: the fixes asked Le
 * Monde for a link "with the text "Contact"" under its French footer, a Chinese page for "Privacy policy". Each label
 * is one the engine reads as that page (computed/site-pages.ts), so following the fix passes the audit.
 */
import type { Artifacts } from '../types';
import { pageLanguage } from '../gather/facts/language';

type English = 'About' | 'Contact' | 'Privacy policy';
const LABELS: Record<string, Record<English, string>> = {
  fr: { About: 'À propos', Contact: 'Contact', 'Privacy policy': 'Politique de confidentialité' },
  de: { About: 'Über uns', Contact: 'Kontakt', 'Privacy policy': 'Datenschutzerklärung' },
  es: { About: 'Quiénes somos', Contact: 'Contacto', 'Privacy policy': 'Política de privacidad' },
  it: { About: 'Chi siamo', Contact: 'Contatti', 'Privacy policy': 'Informativa sulla privacy' },
  pt: { About: 'Sobre nós', Contact: 'Contato', 'Privacy policy': 'Política de privacidade' },
  nl: { About: 'Over ons', Contact: 'Contact', 'Privacy policy': 'Privacybeleid' },
  ja: { About: 'このサイトについて', Contact: 'お問い合わせ', 'Privacy policy': 'プライバシーポリシー' },
  zh: { About: '关于我们', Contact: '联系我们', 'Privacy policy': '隐私政策' },
  'zh-hant': { About: '關於我們', Contact: '聯絡我們', 'Privacy policy': '隱私權政策' },
  ko: { About: '회사소개', Contact: '문의', 'Privacy policy': '개인정보처리방침' },
};

/** The label in the page's language (Taiwan's and Hong Kong's Chinese in its traditional script), else the English one. */
export function localLabel(a: Artifacts, english: English): string {
  const code = pageLanguage(a)?.code.toLowerCase() ?? '';
  const traditional = /^zh-(?:tw|hk|mo|hant)/.test(code);
  return LABELS[traditional ? 'zh-hant' : code.split('-')[0]]?.[english] ?? english;
}
